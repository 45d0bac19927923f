import request from 'supertest';
import { runSuperadminCommand } from '../src/superadmin-command.js';
import { createTenant } from './support/fixtures.js';
import { linkIn, TestSmtpServer } from './support/smtp.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';

/** Runs the command against the test app's database while the app itself keeps running. */
async function run(t: TestApp, args: string[], config: Partial<TestApp['config']> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSuperadminCommand(
    args,
    { ...t.config, ...config },
    { log: (line) => out.push(line), error: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const LINK = /^http:\/\/portiepunt\.test\/wachtwoord-instellen\?token=[\w-]+#email=[\w.%+-]+&language=nl$/m;

describe('the superadmin command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const args = (email: string) => ['superadmin', '--email', email, '--first-name', 'Olga', '--last-name', 'Operator'];

  it('creates a superadmin and prints a one-time set-password link that lets them log in', async () => {
    const result = await run(t, args('olga@portiepunt.nl'));
    expect(result.code).toBe(0);
    expect(result.out).toContain('Created superadmin olga@portiepunt.nl.');
    const link = LINK.exec(result.out)![0];
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password: 'Operator-begint-2026' })
      .expect(204);
    const token = await login(t.http, 'olga@portiepunt.nl', 'Operator-begint-2026');
    const profile = await request(t.http).get('/api/protected/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(profile.body).toMatchObject({ role: 'superadmin', tenantId: null, firstName: 'Olga', mustChangePassword: false });
  });

  it('run again, finds the same superadmin and prints a fresh link that voids the earlier one', async () => {
    const first = LINK.exec((await run(t, args('piet@portiepunt.nl'))).out)![0];
    const again = await run(t, args('PIET@portiepunt.nl'));
    expect(again.out).toContain('Found existing superadmin piet@portiepunt.nl.');
    const second = LINK.exec(again.out)![0];
    expect(second).not.toBe(first);
    const reset = (link: string) =>
      request(t.http)
        .post('/api/auth/reset-password')
        .send({ token: new URL(link).searchParams.get('token'), password: 'Operator-begint-2026' });
    await reset(first).expect(400);
    await reset(second).expect(204);
  });

  it('accepts no password on the command line and prints no demo logins', async () => {
    const result = await run(t, [...args('kees@portiepunt.nl'), '--password', 'Geheim-2026']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Unknown option '--password'/);
    const created = await run(t, args('kees@portiepunt.nl'));
    expect(created.out).not.toMatch(/Groene-Soeplepel|demo/i);
  });

  it('refuses an address that belongs to a tenant user, and missing names', async () => {
    const tenant = await createTenant(t);
    const taken = await run(t, args(tenant.emails.admin));
    expect(taken).toMatchObject({ code: 1, err: 'A user with this email exists and is not a superadmin' });
    const incomplete = await run(t, ['superadmin', '--email', 'x@portiepunt.nl']);
    expect(incomplete.code).toBe(1);
    expect(incomplete.err).toContain('--email, --first-name and --last-name are all required.');
  });

  it('also mails the link when SMTP is configured', async () => {
    const smtp = await TestSmtpServer.start();
    try {
      const result = await run(t, args('mail@portiepunt.nl'), { smtpUrl: smtp.url });
      expect(result.out).toContain('The link was also mailed to mail@portiepunt.nl.');
      const [mail] = smtp.to('mail@portiepunt.nl');
      expect(linkIn(mail, 'http://portiepunt.test/wachtwoord-instellen?token=')).toBe(LINK.exec(result.out)![0]);
    } finally {
      await smtp.close();
    }
  });
});
