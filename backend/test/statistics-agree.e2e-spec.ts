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

/** The months (YYYY-MM, as the settlement names them) from the first day of the demo history until today. */
function historyMonths(now: Date): string[] {
  const first = new Date(now.getTime() - (DEMO_HISTORY_WEEKS * 7 + 1) * 24 * 60 * 60 * 1000);
  const months: string[] = [];
  for (const at = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)); at <= now; at.setUTCMonth(at.getUTCMonth() + 1))
    months.push(at.toISOString().slice(0, 7));
  return months;
}

/** The settlement CSV's closing line (Dutch: "Totaal;;;portions;euros" with a decimal comma) as figures. */
function settlementTotal(csv: string): Figures {
  const [label, , , portions, euros] = csv.trim().split('\r\n').at(-1)!.split(';');
  expect(label).toBe('Totaal');
  return { pickedUp: Number(portions), moneySavedCents: Math.round(Number(euros.replace(',', '.')) * 100) };
}

/**
 * The overview, the analytics and the monthly settlement count the same pick-ups and their money on the demo data:
 * the seeded history holds reservation rows that match its portions' counters.
 */
describe('the overview, the analytics and the monthly settlement agree', () => {
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
    const months = historyMonths(new Date());
    const settlements = await Promise.all(
      months.map(async (month) => settlementTotal((await get(`/settlements/${month}`).expect(200)).text)),
    );
    const settlement = settlements.reduce<Figures>((sum, month) => add(sum, month), NONE);

    expect(overview.totalSaved).toBeGreaterThan(100);
    expect(overview.moneySavedCents).toBeGreaterThan(0);
    expect(settlements.filter((month) => month.pickedUp > 0).length).toBeGreaterThanOrEqual(3);
    expect({ pickedUp: overview.totalSaved, moneySavedCents: overview.moneySavedCents }).toEqual(analytics);
    expect(settlement).toEqual(analytics);
  });
});
