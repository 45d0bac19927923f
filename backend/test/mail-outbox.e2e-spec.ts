import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { composeMail } from '../src/application/mail/compose-mail.js';
import { MailOutbox } from '../src/domain/mail/mail-outbox.port.js';
import { UnitOfWork } from '../src/domain/shared/unit-of-work.js';
import { OutboxWorker } from '../src/infrastructure/platform/outbox/outbox-worker.js';
import { ManualClock, MINUTE } from './support/leads.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let n = 0;
function testMail(to = `ontvanger${++n}@delinde.nl`) {
  return composeMail({
    kind: 'test',
    to,
    subject: `Testbericht ${n}`,
    language: 'nl',
    firstName: null,
    blocks: ['Dit is een test.', { label: 'Open Portiepunt', url: `http://portiepunt.test/wachtwoord-instellen?token=t${n}` }],
  });
}

function enqueue(t: TestApp, mail = testMail()) {
  return t.app.get(UnitOfWork).run(() => t.app.get(MailOutbox).enqueue(mail));
}

async function rows(
  t: TestApp,
): Promise<{ recipient: string; status: string; attempts: number; last_error: string | null; sent_at: Date | null }[]> {
  return t.app
    .get(DataSource)
    .query('SELECT recipient, status, attempts, last_error, sent_at FROM outbound_emails ORDER BY created_at, recipient');
}

describe('mail outbox over a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let clock: ManualClock;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.refusing = false;
    clock = new ManualClock();
    t = await createTestApp({ clock, config: { smtpUrl: smtp.url, mailFrom: 'Portiepunt Test <noreply@portiepunt.test>' } });
  });
  afterEach(() => t.close());

  it('sends a committed mail as multipart text and HTML from MAIL_FROM, with each link on its own line, and marks it sent', async () => {
    const mail = testMail('sanne@delinde.nl');
    await enqueue(t, mail);
    expect(await t.app.get(OutboxWorker).runDue()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received.from?.value).toEqual([{ name: 'Portiepunt Test', address: 'noreply@portiepunt.test' }]);
    expect(received.subject).toBe(mail.subject);
    expect(received.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(received.text?.split('\n')).toContain(`http://portiepunt.test/wachtwoord-instellen?token=t${n}`);
    expect(received.html).toContain('<a href="http://portiepunt.test/wachtwoord-instellen?token=t');
    expect(await rows(t)).toEqual([
      expect.objectContaining({ recipient: 'sanne@delinde.nl', status: 'sent', attempts: 1, last_error: null, sent_at: clock.now() }),
    ]);
  });

  it('a unit of work that fails after enqueueing leaves no mail to send', async () => {
    const failing = t.app.get(UnitOfWork).run(async () => {
      await t.app.get(MailOutbox).enqueue(testMail());
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await t.app.get(OutboxWorker).runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    expect(await rows(t)).toEqual([]);
  });

  it('a refused mail is retried after 1 min, 5 min, 30 min, 2 h and 12 h, then failed with its last error kept', async () => {
    smtp.refusing = true;
    await enqueue(t);
    const worker = t.app.get(OutboxWorker);
    expect(await worker.runDue()).toBe(1);
    for (const delayMinutes of [1, 5, 30, 120, 720]) {
      const [row] = await rows(t);
      expect(row).toMatchObject({ status: 'queued', last_error: expect.stringContaining('Mailbox temporarily unavailable') });
      clock.advance(delayMinutes * MINUTE - 1000);
      expect(await worker.runDue()).toBe(0);
      clock.advance(1000);
      expect(await worker.runDue()).toBe(1);
    }
    const [row] = await rows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, last_error: expect.stringContaining('451'), sent_at: null });

    smtp.refusing = false;
    clock.advance(24 * 60 * MINUTE);
    expect(await worker.runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('a mail refused once is sent on its retry a minute later', async () => {
    smtp.refusing = true;
    await enqueue(t);
    await t.app.get(OutboxWorker).runDue();
    smtp.refusing = false;
    clock.advance(MINUTE);
    await t.app.get(OutboxWorker).runDue();
    expect(smtp.messages).toHaveLength(1);
    expect(await rows(t)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })]);
  });

  it('two instances working the same outbox at once send each mail exactly once', async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl, clock, config: { smtpUrl: smtp.url } });
    try {
      const count = 40;
      for (let i = 0; i < count; i++) await enqueue(t);
      const [a, b] = await Promise.all([t.app.get(OutboxWorker).runDue(), second.app.get(OutboxWorker).runDue()]);
      expect(a + b).toBe(count);
      expect(smtp.messages).toHaveLength(count);
      expect(new Set(smtp.messages.map((mail) => mail.subject)).size).toBe(count);
      expect((await rows(t)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('mail outbox without SMTP_URL (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { smtpUrl: undefined } });
  });
  afterAll(() => t.close());

  it('holds the mail: writes it as an .eml file and logs one line with recipient, subject and every link', async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    const mail = testMail('nina@delinde.nl');
    await enqueue(t, mail);
    await t.app.get(OutboxWorker).runDue();

    expect(await rows(t)).toEqual([expect.objectContaining({ recipient: 'nina@delinde.nl', status: 'held', attempts: 1, sent_at: null })]);
    const files = readdirSync(t.config.mailDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(t.config.mailDir, files[0]), 'utf8');
    expect(eml).toContain('To: nina@delinde.nl');
    expect(eml).toContain('multipart/alternative');
    const lines = log.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('nina@delinde.nl'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(mail.subject);
    expect(lines[0]).toContain(`http://portiepunt.test/wachtwoord-instellen?token=t${n}`);
    log.mockRestore();
  });
});
