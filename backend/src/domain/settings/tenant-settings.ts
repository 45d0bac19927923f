import { InvalidInputError } from '../shared/domain-error.js';
import { DEFAULT_LANGUAGE, requireLanguage, type Language } from '../shared/language.js';

/** Who confirms a pick-up: the staff member themselves (the default), or only the kitchen at the counter. */
export const PICKUP_CONFIRMATIONS = ['self', 'counter'] as const;
export type PickupConfirmation = (typeof PICKUP_CONFIRMATIONS)[number];

/** Per storage kind, the most hours from preparation to the end of pick-up; null: no limit. */
export interface PreparedToEndLimits {
  hot: number | null;
  chilled: number | null;
  ambient: number | null;
}

/**
 * "Temperatuurregistratie": the limits the kitchen's offers follow (the Dutch hygiene code for large kitchens and
 * FAVV/AFSCA's guide G-025). Off by default; a location may differ from the organisation (on or off).
 */
export interface FoodSafetySettings {
  enabled: boolean;
  /** Hot holding: the core at least this many °C. */
  hotMinC: number;
  /** Chilled: at most this many °C. */
  chilledMaxC: number;
  /** Cooling to chilledMaxC may take at most this many hours. */
  coolingMaxHours: number;
  /** Hot food is withdrawn this many hours after it was put out. */
  hotHoldingMaxHours: number;
  /** The locations where it differs from `enabled`: on or off there. */
  locations: FoodSafetyAtLocation[];
}

export interface FoodSafetyAtLocation {
  locationId: string;
  enabled: boolean;
}

export const FOOD_SAFETY_RANGES = {
  hotMinC: { min: 60, max: 90 },
  chilledMaxC: { min: 0, max: 7 },
  coolingMaxHours: { min: 1, max: 12 },
  hotHoldingMaxHours: { min: 1, max: 8 },
} as const;
const LOCATION_OVERRIDES_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TenantSettingsState {
  tenantId: string;
  /** Cap on a person's open reservations across all portions; null: no cap beyond one per portion. */
  maxOpenReservationsPerPerson: number | null;
  /** Price of a portion in euro cents used when the kitchen sets none; null: no default price. */
  defaultPriceCents: number | null;
  /** Per storage kind, the most hours from preparation to the end of pick-up; null: no limit. */
  maxHoursPreparedToEnd: PreparedToEndLimits;
  pickupConfirmation: PickupConfirmation;
  /** The language invited users start with (each may choose another). */
  defaultLanguage: Language;
  /** What a portion without a weight of its own counts as in the waste report (rescued weight). */
  defaultPortionWeightGrams: number;
  /** The period the waste report compares grams per meal with; null: none chosen (checked by the waste context's rule). */
  wasteBaseline: { from: string; to: string } | null;
  /** kg CO2e per kg of food, for wasted and rescued weight. */
  co2eKgPerKgFood: number;
  /** Euro cents per kg of food, for wasted and rescued weight. */
  wasteCostCentsPerKg: number;
  foodSafety: FoodSafetySettings;
}

/** A change to the settings: an absent key keeps the value, null clears it. */
export type TenantSettingsChanges = Partial<Omit<TenantSettingsState, 'tenantId' | 'maxHoursPreparedToEnd' | 'foodSafety'>> & {
  maxHoursPreparedToEnd?: Partial<PreparedToEndLimits>;
  /** `locations` replaces the whole map. */
  foodSafety?: Partial<FoodSafetySettings>;
};

export const MAX_OPEN_RESERVATIONS_RANGE = { min: 1, max: 10 } as const;
export const DEFAULT_PRICE_CENTS_RANGE = { min: 0, max: 2000 } as const;
export const MAX_HOURS_PREPARED_TO_END_RANGE = { min: 1, max: 168 } as const;
export const PORTION_WEIGHT_GRAMS_RANGE = { min: 1, max: 5000 } as const;
export const CO2E_KG_PER_KG_FOOD_RANGE = { min: 0, max: 50 } as const;
export const WASTE_COST_CENTS_PER_KG_RANGE = { min: 0, max: 10_000 } as const;

function requireIntegerInRange(field: string, value: number | null, range: { min: number; max: number }): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw InvalidInputError.field(field, 'invalid', `${field} must be a whole number from ${range.min} to ${range.max}, or null`, {
      ...range,
    });
  }
  return value;
}

/**
 * Per-tenant choices of the organisation's admin. A tenant without stored settings has the defaults (no limits or
 * price; staff confirm their own pick-up; Dutch; temperatuurregistratie off).
 */
export class TenantSettings {
  private constructor(private state: TenantSettingsState) {}

  static defaults(tenantId: string): TenantSettings {
    return new TenantSettings({
      tenantId,
      maxOpenReservationsPerPerson: null,
      defaultPriceCents: null,
      maxHoursPreparedToEnd: { hot: null, chilled: null, ambient: null },
      pickupConfirmation: 'self',
      defaultLanguage: DEFAULT_LANGUAGE,
      defaultPortionWeightGrams: 400,
      wasteBaseline: null,
      co2eKgPerKgFood: 2.5,
      wasteCostCentsPerKg: 0,
      foodSafety: { enabled: false, hotMinC: 60, chilledMaxC: 7, coolingMaxHours: 5, hotHoldingMaxHours: 3, locations: [] },
    });
  }

  static restore(state: TenantSettingsState): TenantSettings {
    return new TenantSettings(copy(state));
  }

  get tenantId(): string {
    return this.state.tenantId;
  }
  get maxOpenReservationsPerPerson(): number | null {
    return this.state.maxOpenReservationsPerPerson;
  }
  get defaultPriceCents(): number | null {
    return this.state.defaultPriceCents;
  }
  get maxHoursPreparedToEnd(): PreparedToEndLimits {
    return { ...this.state.maxHoursPreparedToEnd };
  }

  get pickupConfirmation(): PickupConfirmation {
    return this.state.pickupConfirmation;
  }

  get defaultLanguage(): Language {
    return this.state.defaultLanguage;
  }

  get defaultPortionWeightGrams(): number {
    return this.state.defaultPortionWeightGrams;
  }
  get wasteBaseline(): { from: string; to: string } | null {
    return this.state.wasteBaseline && { ...this.state.wasteBaseline };
  }
  get co2eKgPerKgFood(): number {
    return this.state.co2eKgPerKgFood;
  }
  get wasteCostCentsPerKg(): number {
    return this.state.wasteCostCentsPerKg;
  }

  get foodSafety(): FoodSafetySettings {
    return copy(this.state).foodSafety;
  }

  /** The limits that hold at one location: the organisation's, switched on or off where the location differs. */
  foodSafetyAt(locationId: string): Omit<FoodSafetySettings, 'locations'> {
    const { locations, ...policy } = this.state.foodSafety;
    return { ...policy, enabled: locations.find((entry) => entry.locationId === locationId)?.enabled ?? policy.enabled };
  }

  change(changes: TenantSettingsChanges): void {
    const next = { ...this.state };
    if (changes.maxOpenReservationsPerPerson !== undefined) {
      next.maxOpenReservationsPerPerson = requireIntegerInRange(
        'maxOpenReservationsPerPerson',
        changes.maxOpenReservationsPerPerson,
        MAX_OPEN_RESERVATIONS_RANGE,
      );
    }
    if (changes.defaultPriceCents !== undefined) {
      next.defaultPriceCents = requireIntegerInRange('defaultPriceCents', changes.defaultPriceCents, DEFAULT_PRICE_CENTS_RANGE);
    }
    if (changes.maxHoursPreparedToEnd !== undefined) {
      const limits = { ...next.maxHoursPreparedToEnd };
      for (const [storage, hours] of Object.entries(changes.maxHoursPreparedToEnd) as [
        keyof PreparedToEndLimits,
        number | null | undefined,
      ][]) {
        if (hours === undefined) continue;
        limits[storage] = requireIntegerInRange(`maxHoursPreparedToEnd.${storage}`, hours, MAX_HOURS_PREPARED_TO_END_RANGE);
      }
      next.maxHoursPreparedToEnd = limits;
    }
    if (changes.pickupConfirmation !== undefined) {
      if (!PICKUP_CONFIRMATIONS.includes(changes.pickupConfirmation)) {
        throw InvalidInputError.field(
          'pickupConfirmation',
          'not_allowed',
          `pickupConfirmation must be one of ${PICKUP_CONFIRMATIONS.join(', ')}`,
          {
            allowed: [...PICKUP_CONFIRMATIONS],
          },
        );
      }
      next.pickupConfirmation = changes.pickupConfirmation;
    }
    if (changes.defaultLanguage !== undefined) next.defaultLanguage = requireLanguage('defaultLanguage', changes.defaultLanguage);
    if (changes.defaultPortionWeightGrams !== undefined)
      next.defaultPortionWeightGrams = requireWhole(
        'defaultPortionWeightGrams',
        changes.defaultPortionWeightGrams,
        PORTION_WEIGHT_GRAMS_RANGE,
      );
    if (changes.co2eKgPerKgFood !== undefined) next.co2eKgPerKgFood = requireFactor(changes.co2eKgPerKgFood);
    if (changes.wasteCostCentsPerKg !== undefined)
      next.wasteCostCentsPerKg = requireWhole('wasteCostCentsPerKg', changes.wasteCostCentsPerKg, WASTE_COST_CENTS_PER_KG_RANGE);
    // The baseline arrives checked (the waste context's rule needs today's date); here it is only stored.
    if (changes.wasteBaseline !== undefined) next.wasteBaseline = changes.wasteBaseline && { ...changes.wasteBaseline };
    if (changes.foodSafety !== undefined) next.foodSafety = changeFoodSafety(next.foodSafety, changes.foodSafety);
    this.state = next;
  }

  toState(): TenantSettingsState {
    return copy(this.state);
  }
}

/** A setting that has a value always: a whole number in its range (null is refused). */
function requireWhole(field: string, value: number | null, range: { min: number; max: number }): number {
  if (value === null) throw InvalidInputError.field(field, 'required', `${field} may not be null`);
  return requireIntegerInRange(field, value, range)!;
}

/** kg CO2e per kg of food: 0 to 50, to three decimals. */
function requireFactor(value: number | null): number {
  const { min, max } = CO2E_KG_PER_KG_FOOD_RANGE;
  if (value === null) throw InvalidInputError.field('co2eKgPerKgFood', 'required', 'co2eKgPerKgFood may not be null');
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || Math.round(value * 1000) !== value * 1000)
    throw InvalidInputError.field(
      'co2eKgPerKgFood',
      'invalid',
      `co2eKgPerKgFood must be a number from ${min} to ${max} with at most 3 decimals`,
      {
        min,
        max,
      },
    );
  return value;
}

function changeFoodSafety(current: FoodSafetySettings, changes: Partial<FoodSafetySettings>): FoodSafetySettings {
  const next = { ...current, locations: current.locations.map((entry) => ({ ...entry })) };
  if (changes.enabled !== undefined) {
    if (typeof changes.enabled !== 'boolean')
      throw InvalidInputError.field('foodSafety.enabled', 'wrong_type', 'foodSafety.enabled must be true or false', { type: 'boolean' });
    next.enabled = changes.enabled;
  }
  for (const key of Object.keys(FOOD_SAFETY_RANGES) as (keyof typeof FOOD_SAFETY_RANGES)[]) {
    const value = changes[key];
    if (value === undefined) continue;
    if (value === null) throw InvalidInputError.field(`foodSafety.${key}`, 'required', `foodSafety.${key} cannot be null`);
    next[key] = requireIntegerInRange(`foodSafety.${key}`, value, FOOD_SAFETY_RANGES[key])!;
  }
  if (changes.locations !== undefined) {
    const entries = changes.locations ?? [];
    if (entries.length > LOCATION_OVERRIDES_MAX)
      throw InvalidInputError.field('foodSafety.locations', 'too_many', `at most ${LOCATION_OVERRIDES_MAX} locations`, {
        max: LOCATION_OVERRIDES_MAX,
      });
    entries.forEach(({ locationId, enabled }, index) => {
      if (typeof locationId !== 'string' || !UUID.test(locationId))
        throw InvalidInputError.field(`foodSafety.locations[${index}].locationId`, 'invalid_uuid', 'locationId must be a location id');
      if (typeof enabled !== 'boolean')
        throw InvalidInputError.field(`foodSafety.locations[${index}].enabled`, 'wrong_type', 'enabled must be true or false', {
          type: 'boolean',
        });
    });
    if (new Set(entries.map((entry) => entry.locationId)).size !== entries.length)
      throw InvalidInputError.field('foodSafety.locations', 'duplicate', 'each location once');
    next.locations = entries.map(({ locationId, enabled }) => ({ locationId, enabled }));
  }
  return next;
}

function copy(state: TenantSettingsState): TenantSettingsState {
  return {
    ...state,
    maxHoursPreparedToEnd: { ...state.maxHoursPreparedToEnd },
    foodSafety: { ...state.foodSafety, locations: state.foodSafety.locations.map((entry) => ({ ...entry })) },
    wasteBaseline: state.wasteBaseline && { ...state.wasteBaseline },
  };
}
