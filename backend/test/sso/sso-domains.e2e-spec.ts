import request from 'supertest';
import { DataSource } from 'typeorm';
import { createSuperadmin, createTenant, type TenantFixture } from '../support/fixtures.js';
import { TestDnsServer } from '../support/dns-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** An issuer nobody answers on: a sign-in that reaches it fails with sso_provider_unreachable, after the domain routed it. */
const ISSUER = 'http://127.0.0.1:9/unreachable';

describe('organisation sign-in: claimed domains count only once verified (TXT record or superadmin)', () => {
  let dns: TestDnsServer;
  let t: TestApp;
  let superadmin: string;
  let n = 0;

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    t = await createTestApp({ config: { dnsServer: dns.address } });
    superadmin = (await createSuperadmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const unique = (name: string) => `${name}-${++n}-${Date.now().toString(36)}.test`;

  const configure = (f: TenantFixture, domains: string[]) =>
    request(t.http).put(`/api/protected/tenants/${f.tenantId}/sso`).set(bearer(f.tokens.admin)).send({
      issuer: ISSUER,
      clientId: 'portiepunt',
      clientSecret: 'geheim',
      domains,
      roleRules: [],
      passwordLoginDisabled: false,
      enabled: true,
    });
  const verify = (f: TenantFixture, domain: string) =>
    request(t.http).post(`/api/protected/tenants/${f.tenantId}/sso/domains/${domain}/verify`).set(bearer(f.tokens.admin));
  const approve = (f: TenantFixture, domain: string) =>
    request(t.http).post(`/api/protected/admin/tenants/${f.tenantId}/sso/domains/${domain}/approve`).set(bearer(superadmin));
  const start = (domain: string) =>
    request(t.http)
      .post('/api/auth/sso/start')
      .send({ email: `sanne@${domain}`, returnTo: '/dashboard' });
  const statusOf = async (f: TenantFixture) =>
    (await request(t.http).get(`/api/protected/tenants/${f.tenantId}/sso`).set(bearer(f.tokens.admin)).expect(200)).body.domainStatus as {
      domain: string;
      status: string;
      txtRecord: string;
    }[];
  const auditActions = async (tenantId: string) =>
    (
      (await t.app.get(DataSource).query('SELECT action FROM audit_log WHERE tenant_id = $1 ORDER BY at', [tenantId])) as {
        action: string;
      }[]
    ).map((row) => row.action);

  it('a new domain is pending with its TXT record and routes no sign-in; the TXT record verifies it, once found', async () => {
    const f = await createTenant(t);
    const domain = unique('zorg');
    await configure(f, [domain]).expect(200);
    const [pending] = await statusOf(f);
    expect(pending).toEqual({ domain, status: 'pending', txtRecord: expect.stringMatching(/^portiepunt-verification=[0-9a-f]{32}$/) });
    expect((await start(domain).expect(404)).body.code).toBe('sso_not_configured');

    // No TXT record at all, then only others: 409 with what was found.
    const nothing = await verify(f, domain).expect(409);
    expect(nothing.body).toMatchObject({ code: 'domain_not_verified', details: [] });
    dns.records.set(domain, ['v=spf1 -all', 'portiepunt-verification=iets-anders']);
    const others = await verify(f, domain).expect(409);
    expect(others.body.details).toEqual(['v=spf1 -all', 'portiepunt-verification=iets-anders']);
    expect(others.body.message).toContain(pending.txtRecord);
    expect((await statusOf(f))[0].status).toBe('pending');

    dns.records.set(domain, ['v=spf1 -all', pending.txtRecord]);
    const verified = await verify(f, domain).expect(200);
    expect(verified.body).toEqual({ domain, status: 'verified', txtRecord: pending.txtRecord });
    expect(await statusOf(f)).toEqual([{ domain, status: 'verified', txtRecord: pending.txtRecord }]);
    // Now the domain leads to the provider (which does not answer here).
    expect((await start(domain).expect(409)).body.code).toBe('sso_provider_unreachable');
    expect(await auditActions(f.tenantId)).toContain('sso.domain_verified');

    // Saving again keeps the verification and the token; a domain added beside it starts pending.
    const added = unique('erbij');
    await configure(f, [domain, added]).expect(200);
    expect(await statusOf(f)).toEqual([
      { domain, status: 'verified', txtRecord: pending.txtRecord },
      { domain: added, status: 'pending', txtRecord: expect.stringMatching(/^portiepunt-verification=/) },
    ]);
  });

  it('another tenant with the same TXT record of its own is not verified by ours: each claim has its own token', async () => {
    const [a, b] = [await createTenant(t), await createTenant(t)];
    const domain = unique('gedeeld');
    await configure(a, [domain]).expect(200);
    await configure(b, [domain]).expect(200); // pending claims of two tenants may coexist
    const [aRecord, bRecord] = [(await statusOf(a))[0].txtRecord, (await statusOf(b))[0].txtRecord];
    expect(aRecord).not.toBe(bRecord);
    dns.records.set(domain, [aRecord]);
    await verify(b, domain).expect(409);
    await verify(a, domain).expect(200);
    // Verified by a: b can neither verify it nor claim it anew.
    dns.records.set(domain, [bRecord]);
    expect((await verify(b, domain).expect(409)).body.code).toBe('sso_domain_taken');
    const c = await createTenant(t);
    expect((await configure(c, [domain]).expect(409)).body.code).toBe('sso_domain_taken');
  });

  it('a superadmin approves a domain without a TXT record; admins may not, and nobody may for an unlisted domain', async () => {
    const f = await createTenant(t);
    const domain = unique('goedgekeurd');
    await configure(f, [domain]).expect(200);
    await request(t.http)
      .post(`/api/protected/admin/tenants/${f.tenantId}/sso/domains/${domain}/approve`)
      .set(bearer(f.tokens.admin))
      .expect(403);
    expect((await approve(f, unique('onbekend')).expect(404)).body.code).toBe('sso_domain_not_found');
    expect((await approve(f, 'geen domein').expect(400)).body.errors).toEqual([
      expect.objectContaining({ field: 'domain', code: 'invalid_format' }),
    ]);
    expect((await approve(f, domain).expect(200)).body).toMatchObject({ domain, status: 'verified' });
    expect((await start(domain).expect(409)).body.code).toBe('sso_provider_unreachable');
    expect(await auditActions(f.tenantId)).toContain('sso.domain_approved');
  });

  it("an admin cannot check another tenant's domain", async () => {
    const [a, b] = [await createTenant(t), await createTenant(t)];
    const domain = unique('eigen');
    await configure(a, [domain]).expect(200);
    await request(t.http).post(`/api/protected/tenants/${a.tenantId}/sso/domains/${domain}/verify`).set(bearer(b.tokens.admin)).expect(403);
  });

  it.each([
    'gmail.com',
    'outlook.com',
    'hotmail.com',
    'live.com',
    'yahoo.com',
    'icloud.com',
    'proton.me',
    'telenet.be',
    'skynet.be',
    'ziggo.nl',
    'kpnmail.nl',
  ])('refuses the public mail domain %s with 400 public_mail_domain', async (domain) => {
    const f = await createTenant(t);
    const answer = await configure(f, [unique('eigen'), domain]).expect(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'domains', code: 'public_mail_domain', params: { domain } })]);
  });

  it.each(['portiepunt.test', 'app.portiepunt.test', 'portiepunt.nl'])(
    "refuses the platform's own domain %s with 400 platform_domain",
    async (domain) => {
      const f = await createTenant(t);
      const answer = await configure(f, [domain]).expect(400);
      expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'domains', code: 'platform_domain', params: { domain } })]);
    },
  );

  it("refuses a subdomain of another organisation's verified domain with 400 subdomain_of_claimed; its own subdomains are fine", async () => {
    const [owner, other] = [await createTenant(t), await createTenant(t)];
    const domain = unique('moeder');
    await configure(owner, [domain]).expect(200);
    await approve(owner, domain).expect(200);
    const answer = await configure(other, [`afdeling.${domain}`]).expect(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: 'domains', code: 'subdomain_of_claimed', params: { domain: `afdeling.${domain}` } }),
    ]);
    await configure(owner, [domain, `afdeling.${domain}`]).expect(200);
  });
});
