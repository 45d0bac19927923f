import request from 'supertest';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer } from './support/portions.js';
import { refusalsOf } from './support/field-errors.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the employee number of a user (for the payroll export)', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  const users = () => `/api/protected/tenants/${tenant.tenantId}/users`;
  const asAdmin = (method: 'get' | 'post' | 'put', path: string) => request(t.http)[method](path).set(bearer(tenant.tokens.admin));

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t);
  });
  afterAll(() => t.close());

  it('is given when creating, shown in lists, changed and removed through the whole-record PUT', async () => {
    const created = await asAdmin('post', users())
      .send({ email: 'nummer@zorg.nl', firstName: 'Nina', lastName: 'Nummer', role: 'staff', employeeNumber: ' P-10442 ' })
      .expect(201);
    expect(created.body.employeeNumber).toBe('P-10442');
    const listed = await asAdmin('get', users()).expect(200);
    expect(listed.body.find((user: { id: string }) => user.id === created.body.id).employeeNumber).toBe('P-10442');

    const changed = await asAdmin('put', `${users()}/${created.body.id}`)
      .send({ ...created.body, employeeNumber: '20001' })
      .expect(200);
    expect(changed.body.employeeNumber).toBe('20001');
    const untouched = await asAdmin('put', `${users()}/${created.body.id}`).send({ firstName: 'Nienke' }).expect(200);
    expect(untouched.body).toMatchObject({ firstName: 'Nienke', employeeNumber: '20001' });
    const removed = await asAdmin('put', `${users()}/${created.body.id}`)
      .send({ ...changed.body, employeeNumber: null })
      .expect(200);
    expect(removed.body.employeeNumber).toBeNull();

    // Not unique: a second account may carry the same number (one person, two roles).
    await asAdmin('put', `${users()}/${tenant.userIds.staff}`).send({ employeeNumber: '20001' }).expect(200);
    await asAdmin('put', `${users()}/${tenant.userIds.kitchen}`).send({ employeeNumber: '20001' }).expect(200);
  });

  it('refuses more than 50 characters, line breaks, invisible characters and non-text with 400 naming the field, changing nothing', async () => {
    await asAdmin('put', `${users()}/${tenant.userIds.staff}`).send({ employeeNumber: 'K-1' }).expect(200);
    for (const employeeNumber of ['1'.repeat(51), 'K\n1', 'K\u202e1', 'K\u200b1', 42, ['K-1'], { a: 1 }]) {
      const refused = await asAdmin('put', `${users()}/${tenant.userIds.staff}`).send({ employeeNumber }).expect(400);
      expect(refusalsOf(refused.body, 'employeeNumber')).not.toEqual([]);
    }
    const refused = await asAdmin('post', users())
      .send({ email: 'lang@zorg.nl', firstName: 'L', lastName: 'L', role: 'staff', employeeNumber: '1'.repeat(51) })
      .expect(400);
    expect(refusalsOf(refused.body, 'employeeNumber')).not.toEqual([]);
    expect((await asAdmin('get', `${users()}/${tenant.userIds.staff}`).expect(200)).body.employeeNumber).toBe('K-1');
  });

  it('comes from the CSV import column (Dutch, French or English header) and is in the personal export', async () => {
    const csv = [
      'e-mail;voornaam;achternaam;rol;personeelsnummer',
      'imp.een@zorg.nl;Ina;Een;personeel;10001',
      'imp.twee@zorg.nl;Ivo;Twee;keuken;',
    ].join('\n');
    const report = await asAdmin('post', `${users()}/import`).set('Content-Type', 'text/csv').send(csv).expect(200);
    expect(report.body.skipped).toEqual([]);
    const [one, two] = report.body.added as { id: string }[];
    expect((await asAdmin('get', `${users()}/${one.id}`).expect(200)).body.employeeNumber).toBe('10001');
    expect((await asAdmin('get', `${users()}/${two.id}`).expect(200)).body.employeeNumber).toBeNull();

    const french = ['courriel,prénom,nom,rôle,matricule', 'imp.drie@zorg.nl,Iris,Drie,personnel,' + '9'.repeat(51)].join('\n');
    const skipped = await asAdmin('post', `${users()}/import`).set('Content-Type', 'text/csv').send(french).expect(200);
    expect(skipped.body.skipped).toEqual([expect.objectContaining({ row: 2, reason: 'invalid_employee_number' })]);

    await asAdmin('put', `${users()}/${tenant.userIds.staff}`).send({ employeeNumber: 'EXP-9' }).expect(200);
    const personal = await request(t.http).get('/api/protected/profile/export').set(bearer(tenant.tokens.staff)).expect(200);
    expect(personal.body.profile.employeeNumber).toBe('EXP-9');
  });
});
