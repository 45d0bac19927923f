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
}

/** A change to the settings: an absent key keeps the value, null clears it. */
export type TenantSettingsChanges = Partial<Omit<TenantSettingsState, 'tenantId' | 'maxHoursPreparedToEnd'>> & {
  maxHoursPreparedToEnd?: Partial<PreparedToEndLimits>;
};

export const MAX_OPEN_RESERVATIONS_RANGE = { min: 1, max: 10 } as const;
export const DEFAULT_PRICE_CENTS_RANGE = { min: 0, max: 2000 } as const;
export const MAX_HOURS_PREPARED_TO_END_RANGE = { min: 1, max: 168 } as const;

function requireIntegerInRange(field: string, value: number | null, range: { min: number; max: number }): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw InvalidInputError.field(field, 'invalid', `${field} must be a whole number from ${range.min} to ${range.max}, or null`, {
      ...range,
    });
  }
  return value;
}

/** Per-tenant choices of the organisation's admin. A tenant without stored settings has the defaults (no limits or price; staff confirm their own pick-up; Dutch). */
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
    });
  }

  static restore(state: TenantSettingsState): TenantSettings {
    return new TenantSettings({ ...state, maxHoursPreparedToEnd: { ...state.maxHoursPreparedToEnd } });
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
    this.state = next;
  }

  toState(): TenantSettingsState {
    return { ...this.state, maxHoursPreparedToEnd: { ...this.state.maxHoursPreparedToEnd } };
  }
}
