import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_HISTORY_WEEKS, DEMO_PASSWORD, seedDemoData } from '../src/infrastructure/demo/demo-seed.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';

interface Figures {
  pickedUp: number;
  moneySavedCents: number;
}

const add = (a: Figures, b: Figures): Figures => ({
  pickedUp: a.pickedUp + b.pickedUp,
  moneySavedCents: a.moneySavedCents + b.moneySavedCents,
});
const NONE: Figures = { pickedUp: 0, moneySavedCents: 0 };

/**
 * The overview and the analytics count the same portions. The monthly settlement is left out on the demo data for now:
 * the seeded history holds portions with their counters but no reservation rows, so its settlements are empty (see README).
 */
describe('the overview and the analytics agree', () => {
  let t: TestApp;
  let token: string;
  let tenantId: string;
  const get = (path: string) => request(t.http).get(`/api/protected/tenants/${tenantId}${path}`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.app);
    token = await login(t.http, 'beheer@delinde.nl', DEMO_PASSWORD);
    [{ tenant_id: tenantId }] = await t.app.get(DataSource).query(`SELECT tenant_id FROM users WHERE email = 'beheer@delinde.nl'`);
  });
  afterAll(() => t.close());

  it('on the demo data: the portions picked up and their money, in total', async () => {
    const overview = (await get('/stats').expect(200)).body as { totalSaved: number; moneySavedCents: number };
    const days = (await get(`/stats/daily?days=${(DEMO_HISTORY_WEEKS + 2) * 7}`).expect(200)).body as Figures[];
    const analytics = days.reduce<Figures>((sum, row) => add(sum, row), NONE);
    expect(overview.totalSaved).toBeGreaterThan(100);
    expect(overview.moneySavedCents).toBeGreaterThan(0);
    expect({ pickedUp: overview.totalSaved, moneySavedCents: overview.moneySavedCents }).toEqual(analytics);
  });
});
