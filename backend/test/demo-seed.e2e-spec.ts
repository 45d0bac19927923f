import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_HISTORY_WEEKS, DEMO_PASSWORD, seedDemoData } from '../src/infrastructure/demo/demo-seed.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';

describe('demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds twelve weeks of plausible history once, so that the admin charts show a trend', async () => {
    expect(await seedDemoData(t.app)).toBe(true);
    const token = await login(t.http, 'beheer@delinde.nl', DEMO_PASSWORD);
    const [{ tenant_id: tenantId }] = await t.app.get(DataSource).query(`SELECT tenant_id FROM users WHERE email = 'beheer@delinde.nl'`);
    const weekly = async () =>
      (
        await request(t.http)
          .get(`/api/protected/tenants/${tenantId}/stats/weekly?weeks=${DEMO_HISTORY_WEEKS + 1}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body as { offered: number; pickedUp: number; noShows: number }[];
    const weeks = await weekly();
    // The oldest of the thirteen weeks may hold a day or two of history, the twelve after it a full week each.
    for (const week of weeks.slice(1, -1)) {
      expect(week.offered).toBeGreaterThan(20);
      expect(week.pickedUp).toBeGreaterThan(week.offered / 2);
      expect(week.pickedUp).toBeLessThan(week.offered);
    }
    expect(weeks.reduce((sum, week) => sum + week.noShows, 0)).toBeGreaterThan(0);
    // Later weeks offer more than the first ones: the kitchen got used to it.
    expect(weeks.at(-2)!.offered).toBeGreaterThan(weeks[1].offered);

    expect(await seedDemoData(t.app)).toBe(false);
    expect(await weekly()).toEqual(weeks);
  });

  it('seeds twelve weeks of weighed waste and meals served for De Linde, falling against a baseline of its first 4 weeks', async () => {
    const token = await login(t.http, 'beheer@delinde.nl', DEMO_PASSWORD);
    const [{ tenant_id: tenantId }] = await t.app.get(DataSource).query(`SELECT tenant_id FROM users WHERE email = 'beheer@delinde.nl'`);
    const report = (
      await request(t.http).get(`/api/protected/tenants/${tenantId}/waste-report`).set('Authorization', `Bearer ${token}`).expect(200)
    ).body as {
      baseline: { from: string; to: string; gramsPerMeal: number } | null;
      changeAgainstBaselinePercent: number;
      byStage: Record<string, number>;
      weeks: { gramsPerMeal: number | null; rescuedGrams: number }[];
    };
    expect(report.baseline).not.toBeNull();
    expect(report.baseline!.gramsPerMeal).toBeGreaterThan(50);
    // The 12 weeks hold the baseline's own weeks too; the last full week is well below it.
    expect(report.changeAgainstBaselinePercent).toBeLessThan(0);
    expect(report.byStage.unsold).toBeGreaterThan(0);
    const full = report.weeks.slice(1, -1);
    expect(full.at(-1)!.gramsPerMeal!).toBeLessThan(report.baseline!.gramsPerMeal * 0.85);
    expect(full.every((week) => week.rescuedGrams > 0)).toBe(true);
  });
});
