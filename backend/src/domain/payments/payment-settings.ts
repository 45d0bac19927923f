import { fieldError, InvalidInputError, type FieldError } from '../shared/domain-error.js';

/**
 * How a tenant's staff pay: nothing (`free`), the monthly list per person for payroll deduction (`settlement`), or
 * online when they reserve, through the organisation's own Mollie account (`online`).
 */
export const PAYMENT_MODES = ['free', 'settlement', 'online'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Mollie's API keys: `test_` or `live_` and 30 characters. */
export const MOLLIE_API_KEY_PATTERN = /^(test|live)_[A-Za-z0-9]{30}$/;
export const HOLD_MINUTES_RANGE = { min: 2, max: 30 } as const;
export const VAT_PERCENT_RANGE = { min: 0, max: 25 } as const;
export const DEFAULT_HOLD_MINUTES = 10;
/** Food: 9 % in the Netherlands, 6 % in Belgium. Tenants carry no country, so their language picks: French is Belgium. */
export const DEFAULT_VAT_PERCENT = { nl: 9, fr: 6, en: 9 } as const;
export const MAX_METHODS = 20;

export interface PaymentSettingsState {
  tenantId: string;
  mode: PaymentMode;
  /** Sealed with the SSO secrets' AES-256-GCM key; never answered, never logged. */
  mollieApiKeySealed: string | null;
  mollieTestMode: boolean;
  /** Mollie method ids offered at checkout (ideal, bancontact, creditcard, voucher, ...); empty: all the account has enabled. */
  methods: string[];
  holdMinutes: number;
  refundNoShows: boolean;
  vatPercent: number;
  updatedAt: Date;
}

export interface PaymentSettingsInput {
  mode: PaymentMode;
  mollieApiKey?: string;
  methods?: string[];
  holdMinutes?: number;
  refundNoShows?: boolean;
  vatPercent?: number;
}

/** One tenant's way of paying; a tenant that never saved any is `free`. */
export class PaymentSettings {
  private constructor(private readonly state: PaymentSettingsState) {}

  static defaults(tenantId: string, language: keyof typeof DEFAULT_VAT_PERCENT, now: Date): PaymentSettings {
    return new PaymentSettings({
      tenantId,
      mode: 'free',
      mollieApiKeySealed: null,
      mollieTestMode: false,
      methods: [],
      holdMinutes: DEFAULT_HOLD_MINUTES,
      refundNoShows: false,
      vatPercent: DEFAULT_VAT_PERCENT[language],
      updatedAt: now,
    });
  }

  static restore(state: PaymentSettingsState): PaymentSettings {
    return new PaymentSettings({ ...state, methods: [...state.methods] });
  }

  /**
   * Checks an admin's input that needs no call to Mollie: the key's form, the ranges, and that `online` has a key
   * (a new one, or the stored one). Absent fields keep their values. Which methods the account has enabled is
   * checked by the caller with Mollie (assertMethodsEnabled).
   */
  static check(input: PaymentSettingsInput, previous: PaymentSettings): void {
    const errors: FieldError[] = [];
    if (input.mollieApiKey !== undefined && !MOLLIE_API_KEY_PATTERN.test(input.mollieApiKey)) {
      errors.push(fieldError('mollieApiKey', 'invalid_format', 'mollieApiKey must be test_ or live_ followed by 30 letters or digits'));
    }
    if (input.mode === 'online' && input.mollieApiKey === undefined && previous.state.mollieApiKeySealed === null) {
      errors.push(fieldError('mollieApiKey', 'required', 'online payment needs a Mollie API key'));
    }
    const outside = (value: number | undefined, range: { min: number; max: number }) =>
      value !== undefined && (!Number.isInteger(value) || value < range.min || value > range.max);
    if (outside(input.holdMinutes, HOLD_MINUTES_RANGE)) {
      errors.push(fieldError('holdMinutes', 'invalid', `holdMinutes must be a whole number from 2 to 30`, { ...HOLD_MINUTES_RANGE }));
    }
    if (outside(input.vatPercent, VAT_PERCENT_RANGE)) {
      errors.push(fieldError('vatPercent', 'invalid', `vatPercent must be a whole number from 0 to 25`, { ...VAT_PERCENT_RANGE }));
    }
    if (input.methods !== undefined && (input.methods.length > MAX_METHODS || new Set(input.methods).size !== input.methods.length)) {
      errors.push(fieldError('methods', 'invalid', `methods must be at most ${MAX_METHODS} different Mollie method ids`));
    }
    if (errors.length > 0) throw new InvalidInputError(errors);
  }

  /** The settings after a checked input; the plain key never stays in the state. */
  apply(input: PaymentSettingsInput, seal: (key: string) => string, now: Date): PaymentSettings {
    const key = input.mollieApiKey;
    return new PaymentSettings({
      ...this.state,
      mode: input.mode,
      mollieApiKeySealed: key === undefined ? this.state.mollieApiKeySealed : seal(key),
      mollieTestMode: key === undefined ? this.state.mollieTestMode : key.startsWith('test_'),
      methods: input.methods ?? this.state.methods,
      holdMinutes: input.holdMinutes ?? this.state.holdMinutes,
      refundNoShows: input.refundNoShows ?? this.state.refundNoShows,
      vatPercent: input.vatPercent ?? this.state.vatPercent,
      updatedAt: now,
    });
  }

  get mode(): PaymentMode {
    return this.state.mode;
  }

  toState(): PaymentSettingsState {
    return { ...this.state, methods: [...this.state.methods] };
  }
}

/** The chosen methods must be among those the account has enabled (as Mollie lists them). */
export function assertMethodsEnabled(chosen: string[], enabled: string[]): void {
  const missing = chosen.filter((method) => !enabled.includes(method));
  if (missing.length > 0) {
    throw InvalidInputError.field('methods', 'invalid', `Not enabled in this Mollie account: ${missing.join(', ')}`, { enabled });
  }
}
