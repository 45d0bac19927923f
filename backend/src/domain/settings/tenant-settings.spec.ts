import { InvalidInputError } from '../shared/domain-error.js';
import { TenantSettings } from './tenant-settings.js';

describe('TenantSettings', () => {
  it('starts without a reservation cap, a default price or a limit from preparation to pick-up, with staff confirming their own pick-up, in Dutch', () => {
    expect(TenantSettings.defaults('t1').toState()).toEqual({
      tenantId: 't1',
      maxOpenReservationsPerPerson: null,
      defaultPriceCents: null,
      maxHoursPreparedToEnd: { hot: null, chilled: null, ambient: null },
      pickupConfirmation: 'self',
      defaultLanguage: 'nl',
      defaultPortionWeightGrams: 400,
      wasteBaseline: null,
      co2eKgPerKgFood: 2.5,
      wasteCostCentsPerKg: 0,
      foodSafety: { enabled: false, hotMinC: 60, chilledMaxC: 7, coolingMaxHours: 5, hotHoldingMaxHours: 3, locations: [] },
    });
  });

  it('keeps the waste settings in their ranges: portion weight 1 to 5,000 g, CO2e 0 to 50, price 0 to 10,000 cents per kg', () => {
    const settings = TenantSettings.defaults('t1');
    settings.change({ defaultPortionWeightGrams: 350, co2eKgPerKgFood: 3.3, wasteCostCentsPerKg: 450 });
    expect(settings.toState()).toMatchObject({ defaultPortionWeightGrams: 350, co2eKgPerKgFood: 3.3, wasteCostCentsPerKg: 450 });
    for (const bad of [
      { defaultPortionWeightGrams: 0 },
      { defaultPortionWeightGrams: null as unknown as number },
      { co2eKgPerKgFood: 51 },
      { co2eKgPerKgFood: 1.0001 },
      { wasteCostCentsPerKg: 10_001 },
    ]) {
      expect(() => settings.change(bad)).toThrow(InvalidInputError);
    }
    expect(settings.toState()).toMatchObject({ defaultPortionWeightGrams: 350, co2eKgPerKgFood: 3.3, wasteCostCentsPerKg: 450 });
  });

  it('turns temperatuurregistratie on, with its own limits, and off again at one location', () => {
    const settings = TenantSettings.defaults('t1');
    const kitchen = '7d3c0a57-5ef4-4f63-9b7e-2a54c1d1d0a1';
    settings.change({ foodSafety: { enabled: true, coolingMaxHours: 4, locations: [{ locationId: kitchen, enabled: false }] } });
    expect(settings.foodSafetyAt('another')).toEqual({
      enabled: true,
      hotMinC: 60,
      chilledMaxC: 7,
      coolingMaxHours: 4,
      hotHoldingMaxHours: 3,
    });
    expect(settings.foodSafetyAt(kitchen).enabled).toBe(false);
  });

  it.each([
    [{ coolingMaxHours: 0 }, 'foodSafety.coolingMaxHours'],
    [{ coolingMaxHours: 13 }, 'foodSafety.coolingMaxHours'],
    [{ hotHoldingMaxHours: 9 }, 'foodSafety.hotHoldingMaxHours'],
    [{ hotHoldingMaxHours: 0 }, 'foodSafety.hotHoldingMaxHours'],
    [{ hotMinC: 59 }, 'foodSafety.hotMinC'],
    [{ chilledMaxC: 8 }, 'foodSafety.chilledMaxC'],
    [{ locations: [{ locationId: 'not-an-id', enabled: true }] }, 'foodSafety.locations[0].locationId'],
  ])('refuses food safety settings %p naming the field, and changes nothing', (foodSafety, field) => {
    const settings = TenantSettings.defaults('t1');
    try {
      settings.change({ foodSafety, defaultPriceCents: 100 });
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as InvalidInputError).errors.map((entry) => entry.field)).toEqual([field]);
    }
    expect(settings.toState()).toEqual(TenantSettings.defaults('t1').toState());
  });

  it('keeps a default language of nl, fr or en; another answers 400 naming defaultLanguage and changes nothing', () => {
    const settings = TenantSettings.defaults('t1');
    settings.change({ defaultLanguage: 'fr' });
    expect(settings.defaultLanguage).toBe('fr');
    expect(() => settings.change({ defaultLanguage: 'de' as 'fr' })).toThrow(InvalidInputError);
    expect(settings.defaultLanguage).toBe('fr');
  });

  it("changes one storage kind's limit and keeps the others", () => {
    const settings = TenantSettings.defaults('t1');
    settings.change({ maxHoursPreparedToEnd: { hot: 4, chilled: 168 } });
    settings.change({ maxHoursPreparedToEnd: { hot: null, ambient: 1 } });
    expect(settings.maxHoursPreparedToEnd).toEqual({ hot: null, chilled: 168, ambient: 1 });
  });

  it.each([0, 169, 2.5])('refuses %p hours from preparation to the end of pick-up (1 to 168 only)', (hours) => {
    const settings = TenantSettings.defaults('t1');
    expect(() => settings.change({ maxHoursPreparedToEnd: { chilled: hours } })).toThrow(InvalidInputError);
    expect(settings.maxHoursPreparedToEnd.chilled).toBeNull();
  });

  it('keeps a value whose key is absent from the change and clears one set to null', () => {
    const settings = TenantSettings.defaults('t1');
    settings.change({ maxOpenReservationsPerPerson: 3, defaultPriceCents: 250 });
    settings.change({ defaultPriceCents: null });
    expect(settings.toState()).toMatchObject({ maxOpenReservationsPerPerson: 3, defaultPriceCents: null });
  });

  it.each([0, 11, 2.5])('refuses %p open reservations per person (1 to 10 only)', (value) => {
    const settings = TenantSettings.defaults('t1');
    expect(() => settings.change({ maxOpenReservationsPerPerson: value })).toThrow(InvalidInputError);
    expect(settings.maxOpenReservationsPerPerson).toBeNull();
  });

  it.each([-1, 2001, 1.5])('refuses a default price of %p cents (0 to 2000 only)', (value) => {
    expect(() => TenantSettings.defaults('t1').change({ defaultPriceCents: value })).toThrow(InvalidInputError);
  });

  it('accepts the bounds', () => {
    const settings = TenantSettings.defaults('t1');
    settings.change({ maxOpenReservationsPerPerson: 10, defaultPriceCents: 0 });
    settings.change({ maxOpenReservationsPerPerson: 1, defaultPriceCents: 2000 });
    expect(settings.toState()).toMatchObject({ maxOpenReservationsPerPerson: 1, defaultPriceCents: 2000 });
  });
});
