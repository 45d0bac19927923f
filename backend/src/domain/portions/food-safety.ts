import { randomUUID } from 'node:crypto';
import { InvalidInputError, type FieldError } from '../shared/domain-error.js';
import type { Storage } from './food-information.js';

/**
 * Food safety on record: the temperatures of an offered batch, the limits the organisation keeps (the Dutch hygiene
 * code for large kitchens, FAVV/AFSCA's guide G-025) and the texture level for special diets. Every measurement is
 * an entry that is never changed: a correction is a new entry naming the one it corrects.
 */

/** IDDSI framework levels: 0 thin … 7 regular. */
export const IDDSI_LEVEL_RANGE = { min: 0, max: 7 } as const;
/** What a thermometer in a kitchen can sensibly read. */
export const TEMPERATURE_RANGE = { min: -30, max: 110 } as const;
export const NOTE_MAX = 500;
const HOUR_MS = 60 * 60 * 1000;

/** Why a portion is no longer on offer; null while it is. */
export const ENDED_REASONS = ['sold_out', 'expired', 'withdrawn', 'temperature', 'holding_time'] as const;
export type EndedReason = (typeof ENDED_REASONS)[number];
/** The reasons the kitchen's or the system's withdrawal gives. */
export type WithdrawalReason = Extract<EndedReason, 'withdrawn' | 'temperature' | 'holding_time'>;

/**
 * What a measurement is: the core temperature when the portion was put out (`offer`), the end of the cooling
 * (`cooling`, with when it started), a later check during the offer (`check`) or one at the counter (`handover`).
 */
export const TEMPERATURE_KINDS = ['offer', 'cooling', 'check', 'handover'] as const;
export type TemperatureKind = (typeof TEMPERATURE_KINDS)[number];

export interface Measurer {
  id: string;
  /** As it was when measured, so the record stays readable after the person leaves. */
  name: string;
}

export interface TemperatureEntry {
  id: string;
  kind: TemperatureKind;
  temperatureC: number;
  measuredAt: Date;
  /** Only for `cooling`: when cooling started. */
  coolingStartedAt: Date | null;
  measuredBy: Measurer;
  /** The entry this one corrects; null for a measurement of its own. */
  correctsId: string | null;
  /** Why the correction was made; null for a measurement. */
  note: string | null;
  recordedAt: Date;
}

/** The organisation's limits; off by default, on or off per location where a location differs. */
export interface FoodSafetyPolicy {
  enabled: boolean;
  hotMinC: number;
  chilledMaxC: number;
  coolingMaxHours: number;
  hotHoldingMaxHours: number;
}

export const FOOD_SAFETY_DEFAULTS: FoodSafetyPolicy = {
  enabled: false,
  hotMinC: 60,
  chilledMaxC: 7,
  coolingMaxHours: 5,
  hotHoldingMaxHours: 3,
};

/** The temperatures a kitchen gives with an offer or an edit. */
export interface FoodSafetyInput {
  temperatureC?: number | null;
  temperatureAt?: Date | null;
  coolingStartedAt?: Date | null;
  cooledAt?: Date | null;
  cooledTemperatureC?: number | null;
  iddsiLevel?: number | null;
}

/** The current values of the entries: the last correction of each offer and cooling entry. */
export interface FoodSafetyReading {
  temperatureC: number | null;
  temperatureAt: Date | null;
  coolingStartedAt: Date | null;
  cooledAt: Date | null;
  cooledTemperatureC: number | null;
}

export function requireTemperature(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw InvalidInputError.field(field, 'wrong_type', `${field} must be a number of degrees Celsius`, { type: 'number' });
  }
  if (value < TEMPERATURE_RANGE.min || value > TEMPERATURE_RANGE.max) {
    throw InvalidInputError.field(
      field,
      'temperature_out_of_range',
      `${field} must be from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max} °C`,
      { ...TEMPERATURE_RANGE },
    );
  }
  // One decimal, as a core thermometer shows it.
  return Math.round(value * 10) / 10;
}

export function requireIddsiLevel(value: number | null): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < IDDSI_LEVEL_RANGE.min || value > IDDSI_LEVEL_RANGE.max) {
    throw InvalidInputError.field('iddsiLevel', 'not_allowed', 'iddsiLevel must be a whole number from 0 to 7, or null', {
      allowed: ['0', '1', '2', '3', '4', '5', '6', '7'],
    });
  }
  return value;
}

/** A measured moment: a date, not in the future and not before the food was prepared. */
export function requireMeasuredTime(field: string, value: Date, now: Date, preparedAt: Date | null): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw InvalidInputError.field(field, 'invalid_date', `${field} must be a date-time`);
  if (value > now) throw InvalidInputError.field(field, 'in_future', `${field} cannot be in the future`);
  if (preparedAt && value < preparedAt)
    throw InvalidInputError.field(field, 'before_prepared', `${field} cannot be before the food was prepared (preparedAt)`);
  return value;
}

/** The current value of each entry: an entry some later entry corrects is replaced by the last of its corrections. */
export function currentEntries(entries: readonly TemperatureEntry[]): TemperatureEntry[] {
  const corrected = new Set(entries.map((entry) => entry.correctsId).filter((id) => id !== null));
  return entries.filter((entry) => !corrected.has(entry.id));
}

export function readingOf(entries: readonly TemperatureEntry[]): FoodSafetyReading {
  const current = currentEntries(entries);
  const offer = current.findLast((entry) => entry.kind === 'offer');
  const cooling = current.findLast((entry) => entry.kind === 'cooling');
  return {
    temperatureC: offer?.temperatureC ?? null,
    temperatureAt: offer?.measuredAt ?? null,
    coolingStartedAt: cooling?.coolingStartedAt ?? null,
    cooledAt: cooling?.measuredAt ?? null,
    cooledTemperatureC: cooling?.temperatureC ?? null,
  };
}

/** The last temperature measured (after corrections), for the label. */
export function lastTemperature(entries: readonly TemperatureEntry[]): TemperatureEntry | null {
  const current = currentEntries(entries);
  return current.reduce<TemperatureEntry | null>((last, entry) => (last && last.measuredAt > entry.measuredAt ? last : entry), null);
}

/**
 * Whether a measurement during the offer breaks the limit of its storage: hot held below the minimum, or chilled
 * above the maximum. Such a portion is withdrawn at once.
 */
export function breaksHoldingTemperature(storage: Storage | null, temperatureC: number, policy: FoodSafetyPolicy): boolean {
  if (!policy.enabled) return false;
  if (storage === 'hot') return temperatureC < policy.hotMinC;
  if (storage === 'chilled') return temperatureC > policy.chilledMaxC;
  return false;
}

interface OfferContext {
  storage: Storage | null;
  preparedAt: Date | null;
  now: Date;
  policy: FoodSafetyPolicy;
  by: Measurer;
}

/**
 * The entries an offer (current = []) or an edit (current = the stored entries) adds, after checking the reading
 * it results in against the organisation's limits. An edit that changes a value adds a correction of the entry
 * that held it. Errors are collected into `errors`, so every bad field is reported at once.
 */
export function recordOfferTemperatures(
  errors: FieldError[],
  current: readonly TemperatureEntry[],
  input: FoodSafetyInput,
  context: OfferContext,
): TemperatureEntry[] {
  const { now, preparedAt, policy, storage } = context;
  const before = readingOf(current);
  const field = <T>(key: keyof FoodSafetyReading, rule: (value: NonNullable<FoodSafetyInput[typeof key]>) => T): T | null => {
    const value = input[key];
    if (value === undefined) return before[key] as T | null;
    if (value === null) return null;
    return collect(errors, () => rule(value as never));
  };
  const reading: FoodSafetyReading = {
    temperatureC: field('temperatureC', (value) => requireTemperature('temperatureC', value)),
    temperatureAt: field('temperatureAt', (value) => requireMeasuredTime('temperatureAt', value as Date, now, preparedAt)),
    coolingStartedAt: field('coolingStartedAt', (value) => requireMeasuredTime('coolingStartedAt', value as Date, now, preparedAt)),
    cooledAt: field('cooledAt', (value) => requireMeasuredTime('cooledAt', value as Date, now, preparedAt)),
    cooledTemperatureC: field('cooledTemperatureC', (value) => requireTemperature('cooledTemperatureC', value)),
  };
  if (reading.temperatureC !== null && reading.temperatureAt === null && input.temperatureC !== undefined) reading.temperatureAt = now;
  if (errors.length > 0) return [];
  if (reading.coolingStartedAt && reading.cooledAt && reading.cooledAt <= reading.coolingStartedAt)
    errors.push(fieldErr('cooledAt', 'out_of_order', 'cooledAt must be after coolingStartedAt'));
  const coolingGiven = [reading.coolingStartedAt, reading.cooledAt, reading.cooledTemperatureC].filter((value) => value !== null).length;
  if (coolingGiven > 0 && coolingGiven < 3) {
    for (const key of ['coolingStartedAt', 'cooledAt', 'cooledTemperatureC'] as const)
      if (reading[key] === null) errors.push(fieldErr(key, 'required', `${key} is needed with the rest of the cooling`));
  }
  if (policy.enabled) checkLimits(errors, reading, storage, now, policy);
  if (errors.length > 0) return [];
  return changedEntries(current, before, reading, context);
}

function checkLimits(errors: FieldError[], reading: FoodSafetyReading, storage: Storage | null, now: Date, policy: FoodSafetyPolicy) {
  if (storage === 'hot') {
    if (reading.temperatureC === null) {
      errors.push(
        fieldErr('temperatureC', 'temperature_required', `A hot portion needs its core temperature (at least ${policy.hotMinC} °C)`, {
          minC: policy.hotMinC,
        }),
      );
    } else if (reading.temperatureC < policy.hotMinC) {
      errors.push(
        fieldErr(
          'temperatureC',
          'temperature_below_minimum',
          `Hot food must be held at ${policy.hotMinC} °C or more; measured ${reading.temperatureC} °C`,
          { minC: policy.hotMinC, measuredC: reading.temperatureC },
        ),
      );
    } else if (now.getTime() - reading.temperatureAt!.getTime() >= policy.hotHoldingMaxHours * HOUR_MS) {
      errors.push(
        fieldErr(
          'temperatureAt',
          'holding_time_passed',
          `Hot food may be held at most ${policy.hotHoldingMaxHours} hours after it was put out`,
          { hours: policy.hotHoldingMaxHours },
        ),
      );
    }
  }
  if (storage === 'chilled') {
    if (reading.cooledTemperatureC === null) {
      for (const key of ['coolingStartedAt', 'cooledAt', 'cooledTemperatureC'] as const)
        if (reading[key] === null)
          errors.push(fieldErr(key, 'temperature_required', `A chilled portion needs its cooling: start, end and end temperature`));
      return;
    }
    if (reading.cooledTemperatureC > policy.chilledMaxC) {
      errors.push(
        fieldErr(
          'cooledTemperatureC',
          'temperature_above_maximum',
          `Chilled food must be cooled to ${policy.chilledMaxC} °C or less; measured ${reading.cooledTemperatureC} °C`,
          { maxC: policy.chilledMaxC, measuredC: reading.cooledTemperatureC },
        ),
      );
    }
    const hours = (reading.cooledAt!.getTime() - reading.coolingStartedAt!.getTime()) / HOUR_MS;
    if (hours > policy.coolingMaxHours) {
      errors.push(
        fieldErr(
          'cooledAt',
          'cooling_too_long',
          `Cooling may take at most ${policy.coolingMaxHours} hours; it took ${Math.round(hours * 10) / 10} hours`,
          { hours: policy.coolingMaxHours, measuredHours: Math.round(hours * 10) / 10 },
        ),
      );
    }
    if (reading.temperatureC !== null && reading.temperatureC > policy.chilledMaxC) {
      errors.push(
        fieldErr(
          'temperatureC',
          'temperature_above_maximum',
          `Chilled food must be kept at ${policy.chilledMaxC} °C or less; measured ${reading.temperatureC} °C`,
          { maxC: policy.chilledMaxC, measuredC: reading.temperatureC },
        ),
      );
    }
  }
}

/** New entries for what changed: a first value is a measurement, a changed one corrects the entry that held it. */
function changedEntries(
  current: readonly TemperatureEntry[],
  before: FoodSafetyReading,
  after: FoodSafetyReading,
  { now, by }: OfferContext,
): TemperatureEntry[] {
  const latest = currentEntries(current);
  const added: TemperatureEntry[] = [];
  const offerChanged = after.temperatureC !== before.temperatureC || !sameTime(after.temperatureAt, before.temperatureAt);
  if (after.temperatureC !== null && offerChanged) {
    const corrects = latest.findLast((entry) => entry.kind === 'offer')?.id ?? null;
    added.push(entry('offer', after.temperatureC, after.temperatureAt!, null, by, now, corrects));
  }
  const coolingChanged =
    after.cooledTemperatureC !== before.cooledTemperatureC ||
    !sameTime(after.cooledAt, before.cooledAt) ||
    !sameTime(after.coolingStartedAt, before.coolingStartedAt);
  if (after.cooledTemperatureC !== null && coolingChanged) {
    const corrects = latest.findLast((entry) => entry.kind === 'cooling')?.id ?? null;
    added.push(entry('cooling', after.cooledTemperatureC, after.cooledAt!, after.coolingStartedAt, by, now, corrects));
  }
  return added;
}

export interface CheckInput {
  temperatureC: number;
  measuredAt?: Date;
  /** The entry this check corrects. */
  correctsId?: string | null;
  /** Why; required with correctsId. */
  note?: string | null;
}

/**
 * A check during the offer, at the counter, or a correction of an earlier entry (which keeps its kind). A correction
 * must say why and name the current value of an entry of the same portion; the original stays.
 */
export function newCheck(
  input: CheckInput,
  kind: 'check' | 'handover',
  entries: readonly TemperatureEntry[],
  context: { preparedAt: Date | null; now: Date; by: Measurer },
): TemperatureEntry {
  const errors: FieldError[] = [];
  const temperatureC = collect(errors, () => requireTemperature('temperatureC', input.temperatureC));
  const measuredAt = collect(errors, () =>
    requireMeasuredTime('measuredAt', input.measuredAt ?? context.now, context.now, context.preparedAt),
  );
  let corrected: TemperatureEntry | undefined;
  if (input.correctsId !== undefined && input.correctsId !== null) {
    corrected = entries.find((entry) => entry.id === input.correctsId);
    if (!corrected) errors.push(fieldErr('correctsId', 'unknown_reference', 'correctsId must name a temperature entry of this portion'));
    else if (entries.some((entry) => entry.correctsId === corrected!.id))
      errors.push(fieldErr('correctsId', 'already_corrected', 'That entry was corrected already: correct its latest correction'));
    if (!input.note?.trim()) errors.push(fieldErr('note', 'required', 'A correction says why it was made'));
  }
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX)
    errors.push(fieldErr('note', 'too_long', `note must be at most ${NOTE_MAX} characters`, { max: NOTE_MAX }));
  if (errors.length > 0) throw new InvalidInputError(errors);
  return entry(
    corrected?.kind ?? kind,
    temperatureC,
    measuredAt,
    corrected?.coolingStartedAt ?? null,
    context.by,
    context.now,
    corrected?.id ?? null,
    note,
  );
}

function entry(
  kind: TemperatureKind,
  temperatureC: number,
  measuredAt: Date,
  coolingStartedAt: Date | null,
  by: Measurer,
  now: Date,
  correctsId: string | null,
  note: string | null = null,
): TemperatureEntry {
  return { id: randomUUID(), kind, temperatureC, measuredAt, coolingStartedAt, measuredBy: { ...by }, correctsId, note, recordedAt: now };
}

function sameTime(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

function fieldErr(field: string, code: FieldError['code'], message: string, params?: FieldError['params']): FieldError {
  return params ? { field, code, message, params } : { field, code, message };
}

function collect<T>(errors: FieldError[], rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    errors.push(...error.errors);
    return undefined as T;
  }
}
