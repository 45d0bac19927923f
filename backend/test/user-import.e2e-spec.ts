import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IMPORT_SKIP_MESSAGES } from '../src/domain/identity/user-import.js';
import { createSuperadmin, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

describe('user import from CSV', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  let other: TenantFixture;
  let superToken: string;

  const path = (f: TenantFixture) => `/api/protected/tenants/${f.tenantId}/users/import`;
  const upload = (csv: string | Buffer, f = tenant, token = tenant.tokens.admin, type = 'text/csv') =>
    request(t.http).post(path(f)).set(bearer(token)).set('Content-Type', type).send(csv);
  const invitationsTo = async (emails: string[]) =>
    (
      (await t.app
        .get(DataSource)
        .query(`SELECT recipient FROM outbound_emails WHERE recipient = ANY($1) AND kind = 'invitation' ORDER BY recipient`, [emails])) as {
        recipient: string;
      }[]
    ).map((row) => row.recipient);

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t);
    other = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  it('adds each valid row with an invitation mail and reports every skipped row with its reason', async () => {
    const csv = [
      'email,firstName,lastName,role',
      'anna.import@zorg.nl,Anna,Jansen,staff',
      'geen-email,Bob,Bakker,staff',
      'carla.import@zorg.nl,Carla,de Wit,superadmin',
      `${tenant.emails.kitchen},Kees,Keuken,kitchen`,
      '"dirk.import@zorg.nl","Dirk","van Dam, jr.",KITCHEN',
      'ANNA.import@zorg.nl,Anna,Jansen,staff',
      '',
      'eva.import@zorg.nl,Eva,,admin',
    ].join('\n');
    const response = await upload(csv).expect(200);
    expect(response.body.added).toEqual([
      { row: 2, id: expect.any(String), email: 'anna.import@zorg.nl' },
      { row: 6, id: expect.any(String), email: 'dirk.import@zorg.nl' },
    ]);
    expect(response.body.skipped).toEqual([
      { row: 3, email: 'geen-email', reason: 'invalid_email', message: IMPORT_SKIP_MESSAGES.invalid_email },
      { row: 4, email: 'carla.import@zorg.nl', reason: 'invalid_role', message: IMPORT_SKIP_MESSAGES.invalid_role },
      { row: 5, email: tenant.emails.kitchen, reason: 'email_taken', message: IMPORT_SKIP_MESSAGES.email_taken },
      { row: 7, email: 'anna.import@zorg.nl', reason: 'duplicate_in_file', message: IMPORT_SKIP_MESSAGES.duplicate_in_file },
      { row: 9, email: 'eva.import@zorg.nl', reason: 'missing_last_name', message: IMPORT_SKIP_MESSAGES.missing_last_name },
    ]);
    const users = await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users`).set(bearer(tenant.tokens.admin)).expect(200);
    const dirk = users.body.find((user: { email: string }) => user.email === 'dirk.import@zorg.nl');
    expect(dirk).toMatchObject({ firstName: 'Dirk', lastName: 'van Dam, jr.', role: 'kitchen', tenantId: tenant.tenantId });
    expect(await invitationsTo(['anna.import@zorg.nl', 'dirk.import@zorg.nl', 'carla.import@zorg.nl'])).toEqual([
      'anna.import@zorg.nl',
      'dirk.import@zorg.nl',
    ]);
  });

  it('takes the role names the app shows in Dutch, French and English, as well as the codes', async () => {
    // The labels as the screens show them (the frontend's catalogues), so that renaming one there fails here.
    const labels = await Promise.all(
      (['nl', 'fr', 'en'] as const).map(async (language) => {
        const catalogue = fileURLToPath(new URL(`../../frontend/src/i18n/${language}/shared.ts`, import.meta.url));
        const { default: shared } = (await import(catalogue)) as { default: { roles: Record<'kitchen' | 'staff' | 'admin', string> } };
        return { language, roles: shared.roles };
      }),
    );
    const rows = labels.flatMap(({ language, roles }) =>
      (['kitchen', 'staff', 'admin'] as const).map((role) => ({ email: `${role}.${language}.label@zorg.nl`, label: roles[role], role })),
    );
    const csv = ['email,firstName,lastName,role', ...rows.map(({ email, label }) => `${email},Rol,${label.length},${label.toUpperCase()}`)];
    const response = await upload(csv.join('\n')).expect(200);
    expect(response.body.skipped).toEqual([]);
    const users = await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users`).set(bearer(tenant.tokens.admin)).expect(200);
    const roleOf = (email: string) => users.body.find((user: { email: string }) => user.email === email)?.role;
    expect(rows.map(({ email }) => roleOf(email))).toEqual(rows.map(({ role }) => role));
    expect(rows.map(({ label }) => label)).toEqual(expect.arrayContaining(['Zorgpersoneel', 'Personnel soignant', 'Care staff']));
  });

  it('reads a semicolon-separated UTF-8 file with a BOM and CRLF line ends, as Excel saves it', async () => {
    const csv = Buffer.from(
      '\uFEFFemail;firstName;lastName;role\r\nzoë.import@zorg.nl;Zoë;Çelik;staff\r\nfrits.import@zorg.nl;Frits;Smit, de;admin\r\n',
      'utf8',
    );
    const response = await upload(csv).expect(200);
    expect(response.body.added.map((added: { email: string }) => added.email)).toEqual(['zoë.import@zorg.nl', 'frits.import@zorg.nl']);
    const users = await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/users`).set(bearer(tenant.tokens.admin)).expect(200);
    expect(users.body.find((user: { email: string }) => user.email === 'frits.import@zorg.nl').lastName).toBe('Smit, de');
    expect(users.body.find((user: { email: string }) => user.email === 'zoë.import@zorg.nl').lastName).toBe('Çelik');
  });

  it('1,000 rows are imported; 1,001 are refused as a whole and add nobody', async () => {
    const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@bulk.nl,Bulk,Gebruiker ${i},staff`);
    const tooMany = await upload(['email,firstName,lastName,role', ...rows(1001, 'te-veel')].join('\n')).expect(400);
    expect(tooMany.body.errors).toEqual([
      { field: 'file', code: 'too_many_rows', message: 'the file has 1001 rows; at most 1000 are allowed', params: { max: 1000 } },
    ]);
    expect(await invitationsTo(['te-veel0@bulk.nl'])).toEqual([]);

    const fine = await upload(['email,firstName,lastName,role', ...rows(1000, 'bulk')].join('\n')).expect(200);
    expect(fine.body.added).toHaveLength(1000);
    expect(fine.body.skipped).toEqual([]);
  }, 120_000);

  it.each([
    ['another header', 'mail,voornaam,achternaam,rol\na@b.nl,A,B,staff'],
    ['only a header', 'email,firstName,lastName,role\n'],
    ['an empty body', ''],
    ['an unclosed quote', 'email,firstName,lastName,role\n"a@b.nl,A,B,staff'],
  ])('a file with %s answers 400 naming the file', async (_name, csv) => {
    const response = await upload(csv).expect(400);
    expect(refusedFields(response.body)).toEqual(['file']);
  });

  it('a JSON body answers 415', async () => {
    await upload(JSON.stringify({ email: 'x@y.nl' }), tenant, tenant.tokens.admin, 'application/json').expect(415);
  });

  it("only the tenant's admin imports: kitchen, staff, another tenant's admin and the superadmin are refused", async () => {
    const csv = 'email,firstName,lastName,role\nniemand.import@zorg.nl,Nie,Mand,staff\n';
    await request(t.http).post(path(tenant)).set('Content-Type', 'text/csv').send(csv).expect(401);
    await upload(csv, tenant, tenant.tokens.kitchen).expect(403);
    await upload(csv, tenant, tenant.tokens.staff).expect(403);
    await upload(csv, tenant, other.tokens.admin).expect(403);
    await upload(csv, tenant, superToken).expect(403);
    expect(await invitationsTo(['niemand.import@zorg.nl'])).toEqual([]);
  });
});
