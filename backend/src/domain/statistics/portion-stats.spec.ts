import { CO2E_KG_PER_MEAL, co2eKgSaved, toStatsRow, toTenantStats, wasteReductionPercent } from './portion-stats.js';

describe('portion statistics', () => {
  it('counts 2.5 kg CO2e per meal picked up, as Too Good To Go does', () => {
    expect(CO2E_KG_PER_MEAL).toBe(2.5);
    expect(co2eKgSaved(0)).toBe(0);
    expect(co2eKgSaved(1)).toBe(2.5);
    expect(co2eKgSaved(33)).toBe(82.5);
    expect(co2eKgSaved(1_000_000)).toBe(2_500_000);
  });

  it('the waste reduction is the whole percentage of the offered quantity that was picked up', () => {
    expect(wasteReductionPercent(2, 33)).toBe(6);
    expect(wasteReductionPercent(1, 3)).toBe(33);
    expect(wasteReductionPercent(2, 3)).toBe(67);
    expect(wasteReductionPercent(10, 10)).toBe(100);
  });

  it('nothing offered gives a waste reduction of 0, never a division by zero', () => {
    expect(wasteReductionPercent(0, 0)).toBe(0);
  });

  it('the four admin figures agree: picked up and the percentage come from the same offered quantity', () => {
    const stats = toTenantStats({ offered: 33, reserved: 5, pickedUp: 2, pickedUpValueCents: 700, noShows: 1 });
    expect(stats).toEqual({
      totalPortions: 33,
      totalReservations: 5,
      totalSaved: 2,
      totalNoShows: 1,
      wasteReduction: 6,
      co2eKg: 5,
      moneySavedCents: 700,
    });
    expect(stats.wasteReduction).toBe(Math.round((100 * stats.totalSaved) / stats.totalPortions));
  });

  it('a row of the analytics derives its figures from its own quantities', () => {
    expect(toStatsRow({ offered: 8, reserved: 6, pickedUp: 3, pickedUpValueCents: 0, noShows: 2 })).toEqual({
      offered: 8,
      reserved: 6,
      pickedUp: 3,
      noShows: 2,
      wasteReduction: 38,
      co2eKg: 7.5,
      moneySavedCents: 0,
    });
  });
});
