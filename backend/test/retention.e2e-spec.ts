import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ApplyRetentionUseCase } from '../src/application/data-rights/apply-retention.use-case.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T03:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('retention (injected clock)', () => {
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await t.close();
  });

  async function contactRequest(label: string, createdAt: Date, { spam = false, status = 'new' } = {}) {
    await db.query(
      `INSERT INTO contact_requests (id, organization_name, first_name, last_name, email, status, spam, created_at)
       VALUES ($1, $2, 'Test', 'Lead', 'lead@example.nl', $3, $4, $5)`,
      [randomUUID(), label, status, spam, createdAt],
    );
  }

  async function partnerApplication(label: string, createdAt: Date, { spam = false, status = 'new' } = {}) {
    await db.query(
      `INSERT INTO partner_applications (id, first_name, last_name, email, company, role, experience, network, motivation, status, spam, created_at)
       VALUES ($1, 'Test', 'Partner', 'p@example.nl', $2, 'r', 'e', 'n', 'm', $3, $4, $5)`,
      [randomUUID(), label, status, spam, createdAt],
    );
  }

  async function email(subject: string, status: string, createdAt: Date) {
    await db.query(
      `INSERT INTO outbound_emails (id, kind, recipient, subject, text_body, html_body, status, next_attempt_at, created_at)
       VALUES ($1, 'test', 'x@example.nl', $2, 't', 'h', $3, $4, $4)`,
      [randomUUID(), subject, status, createdAt],
    );
  }

  const labels = async (sql: string) => (await db.query(sql)).rows.map((row) => row.label).sort();

  it('erases stale leads, old spam, old mail and old audit entries, keeps the rest, and logs each run', async () => {
    await contactRequest('lead-old', daysAgo(366));
    await contactRequest('lead-recent', daysAgo(100));
    await contactRequest('lead-converted-old', daysAgo(800), { status: 'converted' });
    await contactRequest('spam-old', daysAgo(31), { spam: true });
    await contactRequest('spam-recent', daysAgo(10), { spam: true });
    await partnerApplication('partner-old', daysAgo(366), { status: 'rejected' });
    await partnerApplication('partner-accepted-old', daysAgo(800), { status: 'accepted' });
    await partnerApplication('partner-spam-old', daysAgo(31), { spam: true });
    await email('mail-sent-old', 'sent', daysAgo(91));
    await email('mail-sent-recent', 'sent', daysAgo(89));
    await email('mail-queued-old', 'queued', daysAgo(91));
    await db.query(`INSERT INTO audit_log (at, action) VALUES ($1, 'auth.login_failed'), ($2, 'auth.login_succeeded')`, [
      daysAgo(3 * 365),
      daysAgo(365),
    ]);

    const removed = await t.app.get(ApplyRetentionUseCase).execute(NOW, 365);

    expect(removed).toEqual({ leads: 2, spam: 2, emails: 1, audit: 1 });
    expect(await labels(`SELECT organization_name AS label FROM contact_requests`)).toEqual([
      'lead-converted-old',
      'lead-recent',
      'spam-recent',
    ]);
    expect(await labels(`SELECT company AS label FROM partner_applications`)).toEqual(['partner-accepted-old']);
    expect(await labels(`SELECT subject AS label FROM outbound_emails`)).toEqual(['mail-queued-old', 'mail-sent-recent']);
    expect(await labels(`SELECT action AS label FROM audit_log WHERE action LIKE 'auth.%'`)).toEqual(['auth.login_succeeded']);
    const runs = await db.query(`SELECT action, actor_id FROM audit_log WHERE action LIKE 'retention.%' ORDER BY action`);
    expect(runs.rows).toEqual(
      ['retention.audit_erased', 'retention.emails_erased', 'retention.leads_erased', 'retention.spam_erased'].map((action) => ({
        action,
        actor_id: null,
      })),
    );
  });

  it('runs each job once a day, also when two instances try at the same moment', async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl });
    try {
      const nextDay = new Date(NOW.getTime() + DAY);
      await contactRequest('lead-for-next-day', daysAgo(400));
      const sameDay = await t.app.get(ApplyRetentionUseCase).execute(NOW, 365);
      expect(sameDay).toEqual({});
      const [one, two] = await Promise.all([
        t.app.get(ApplyRetentionUseCase).execute(nextDay, 365),
        second.app.get(ApplyRetentionUseCase).execute(nextDay, 365),
      ]);
      const ran = [...Object.keys(one), ...Object.keys(two)].sort();
      expect(ran).toEqual(['audit', 'emails', 'leads', 'spam']);
      expect((one.leads ?? 0) + (two.leads ?? 0)).toBe(1);
      const logged = await db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.leads_erased'`);
      expect(logged.rows[0].n).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused outside the retention function', async () => {
    await expect(db.query(`UPDATE audit_log SET action = 'tampered'`)).rejects.toThrow('audit_log is append-only');
    await expect(db.query(`DELETE FROM audit_log`)).rejects.toThrow('audit_log is append-only');
    await expect(db.query(`TRUNCATE audit_log`)).rejects.toThrow('audit_log is append-only');
    await expect(
      db.query(`SELECT set_config('portiepunt.audit_purge', 'on', false); UPDATE audit_log SET action = 'tampered'`),
    ).rejects.toThrow('audit_log is append-only');
    await db.query(`SELECT set_config('portiepunt.audit_purge', 'off', false)`);
    const tampered = await db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'tampered'`);
    expect(tampered.rows[0].n).toBe(0);
  });
});
