import { randomUUID } from 'node:crypto';
import { InvalidInputError, type FieldError } from '../shared/domain-error.js';
import {
  PortionExpiredError,
  PortionFinishedError,
  PortionNotEditableError,
  PortionNotEnoughLeftError,
  PortionSoldOutError,
} from './portion.errors.js';
import type { ConflictError } from '../shared/domain-error.js';
import { RecordsEvents } from '../shared/recorded-event.js';
import { isOpen, isReservable } from './reservable.js';
import {
  breaksHoldingTemperature,
  FOOD_SAFETY_DEFAULTS,
  newCheck,
  readingOf,
  recordOfferTemperatures,
  requireIddsiLevel,
  type CheckInput,
  type EndedReason,
  type FoodSafetyInput,
  type FoodSafetyPolicy,
  type Measurer,
  type TemperatureEntry,
  type WithdrawalReason,
} from './food-safety.js';

import {
  NO_PREPARED_TO_END_LIMITS,
  requireAllergenCodes,
  requireAllergenDeclaration,
  requireDiet,
  requireIngredients,
  requirePreparedAt,
  requireReheat,
  requireWithinPreparedToEnd,
  type FoodInformation,
  type FoodInformationInput,
  type PreparedToEndLimits,
  type Storage,
} from './food-information.js';

export { ALLERGENS, DIET_MARKS, STORAGE_KINDS, type Allergen, type DietMark, type Storage } from './food-information.js';

export const PORTION_STATUSES = ['available', 'finished', 'expired'] as const;
export type PortionStatus = (typeof PORTION_STATUSES)[number];

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const TOTAL_QUANTITY_MAX = 500;
export const MAX_DAYS_AHEAD = 7;
/** A price per portion in euro cents, like the tenant's default price. */
export const PRICE_CENTS_MAX = 2000;
export const PORTION_WEIGHT_GRAMS_MAX = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PortionState extends FoodInformation {
  id: string;
  tenantId: string;
  locationId: string;
  title: string;
  description: string;
  totalQuantity: number;
  /** Still free to reserve. */
  availableQuantity: number;
  /** Held by reservations that are neither picked up nor cancelled. */
  reservedQuantity: number;
  pickedUpQuantity: number;
  availableUntil: Date;
  /** Euro cents per portion; null without a price. Fixed once offered, so reservations and statistics agree. */
  priceCents: number | null;
  /** Grams per portion, for the rescued weight; null: the organisation's default weight counts. */
  portionWeightGrams: number | null;
  /** The stored photo, if the kitchen added one. */
  photoId: string | null;
  /** As stored; see statusAt for what a reader sees. */
  status: PortionStatus;
  createdBy: string;
  /** Set when the portion was offered through an API key; the name is kept as it was then. */
  createdByApiKeyId: string | null;
  createdByApiKeyName: string | null;
  createdAt: Date;
  /** IDDSI texture level 0 to 7; null: not given. */
  iddsiLevel: number | null;
  /** Every temperature on record, corrections included, in the order they were recorded; never changed. */
  temperatures: TemperatureEntry[];
  /** A hot portion's end of hot holding (food safety on); the expiry job withdraws it then. */
  holdUntil: Date | null;
  /** As stored; null while on offer. See endedReasonAt for what a reader sees. */
  endedReason: EndedReason | null;
  endedAt: Date | null;
}

export interface PortionInput extends FoodInformationInput, FoodSafetyInput {
  locationId: string;
  title: string;
  description?: string;
  totalQuantity?: number;
  availableUntil: Date;
  /** Absent: the tenant's default price; null: no price. */
  priceCents?: number | null;
  portionWeightGrams?: number | null;
}

export type PortionChanges = Partial<
  Pick<PortionInput, 'title' | 'description' | 'totalQuantity' | 'availableUntil' | 'portionWeightGrams'>
> &
  FoodInformationInput &
  FoodSafetyInput;

/** The tenant's settings that an offer follows. */
export interface OfferPolicy {
  /** Absent price: this one (null: none). */
  defaultPriceCents: number | null;
  maxHoursPreparedToEnd: PreparedToEndLimits;
  /** For the portion's location; absent: off. */
  foodSafety?: FoodSafetyPolicy;
}

const NO_POLICY: OfferPolicy = { defaultPriceCents: null, maxHoursPreparedToEnd: NO_PREPARED_TO_END_LIMITS };
const HOUR_MS = 60 * 60 * 1000;

/**
 * A batch of leftover portions offered by a kitchen. Invariant: available + reserved + picked up = total.
 * It is `finished` once nothing is left to reserve and nothing is still waiting to be picked up, and it reads as
 * `expired` as soon as its window closes, before the periodic job has written that down.
 */
export class Portion extends RecordsEvents<PortionEvent> {
  private constructor(private state: PortionState) {
    super();
  }

  /**
   * A portion without a price of its own takes the tenant's default; the kitchen must answer the allergen question.
   */
  static offer(
    input: PortionInput,
    by: { tenantId: string; userId: string; apiKey?: { id: string; name: string }; measurer?: Measurer },
    now: Date,
    policy: OfferPolicy = NO_POLICY,
  ): Portion {
    const errors: FieldError[] = [];
    const totalQuantity = input.totalQuantity ?? 1;
    const state: PortionState = {
      id: randomUUID(),
      tenantId: by.tenantId,
      locationId: input.locationId,
      title: check(errors, () => requireTitle(input.title)),
      description: check(errors, () => requireDescription(input.description ?? '')),
      totalQuantity: check(errors, () => requireTotalQuantity(totalQuantity, 0)),
      availableQuantity: totalQuantity,
      reservedQuantity: 0,
      pickedUpQuantity: 0,
      availableUntil: check(errors, () => requireAvailableUntil(input.availableUntil, now)),
      ...checkFood(errors, null, input, now),
      priceCents: check(errors, () => requirePriceCents(input.priceCents === undefined ? policy.defaultPriceCents : input.priceCents)),
      portionWeightGrams: check(errors, () => requirePortionWeight(input.portionWeightGrams ?? null)),
      photoId: null,
      status: 'available',
      createdBy: by.userId,
      createdByApiKeyId: by.apiKey?.id ?? null,
      createdByApiKeyName: by.apiKey?.name ?? null,
      createdAt: now,
      iddsiLevel: check(errors, () => requireIddsiLevel(input.iddsiLevel ?? null)),
      temperatures: [],
      holdUntil: null,
      endedReason: null,
      endedAt: null,
    };
    if (state.availableUntil) check(errors, () => requireWithinPreparedToEnd(state, state.availableUntil, policy.maxHoursPreparedToEnd));
    const measurer = by.measurer ?? { id: by.userId, name: by.apiKey?.name ?? '' };
    state.temperatures = recordOfferTemperatures(errors, [], input, {
      storage: state.storage,
      preparedAt: state.preparedAt,
      now,
      policy: policy.foodSafety ?? FOOD_SAFETY_DEFAULTS,
      by: measurer,
    });
    state.holdUntil = holdUntilOf(state, policy.foodSafety ?? FOOD_SAFETY_DEFAULTS);
    if (errors.length > 0) throw new InvalidInputError(errors);
    const portion = new Portion(state);
    portion.recordNow('portion.offered', now);
    return portion;
  }

  static restore(state: PortionState): Portion {
    return new Portion(copy(state));
  }

  get id(): string {
    return this.state.id;
  }
  get tenantId(): string {
    return this.state.tenantId;
  }
  get locationId(): string {
    return this.state.locationId;
  }
  get availableQuantity(): number {
    return this.state.availableQuantity;
  }
  get availableUntil(): Date {
    return this.state.availableUntil;
  }
  get priceCents(): number | null {
    return this.state.priceCents;
  }
  get photoId(): string | null {
    return this.state.photoId;
  }

  get storage(): Storage | null {
    return this.state.storage;
  }
  get holdUntil(): Date | null {
    return this.state.holdUntil;
  }
  get temperatures(): readonly TemperatureEntry[] {
    return this.state.temperatures;
  }

  /** Why it ended as a reader sees it: a closed window reads as `expired` before the job writes it down. */
  endedReasonAt(now: Date): EndedReason | null {
    if (this.state.status === 'available') return isOpen(this.state, now) ? null : 'expired';
    return this.state.endedReason;
  }

  /** The status a reader sees: a stored `available` whose window has closed is already `expired`. */
  statusAt(now: Date): PortionStatus {
    if (this.state.status === 'available' && !isOpen(this.state, now)) return 'expired';
    return this.state.status;
  }

  /** Whether the reservation window is still open: on offer and before availableUntil (see reservable.ts). */
  isOpenAt(now: Date): boolean {
    return isOpen(this.state, now);
  }

  /**
   * Why `quantity` cannot be reserved now, in order of precedence; null when it can (see reservable.ts). The
   * repository performs the reservation itself as one conditional UPDATE on reservableSql, and asks this when
   * that UPDATE matched no row.
   */
  reservationConflict(quantity: number, now: Date): ConflictError | null {
    if (isReservable(this.state, quantity, now)) return null;
    const status = this.statusAt(now);
    if (status === 'finished') return new PortionFinishedError();
    if (status === 'expired') return new PortionExpiredError();
    if (this.state.availableQuantity === 0) return new PortionSoldOutError();
    return new PortionNotEnoughLeftError(this.state.availableQuantity);
  }

  /**
   * A kitchen edit. The total may not drop below what is already reserved or picked up. A change to the allergens
   * must answer the allergen question; other changes leave an older, undeclared portion as it is.
   */
  edit(changes: PortionChanges, now: Date, policy: Partial<Omit<OfferPolicy, 'defaultPriceCents'>> = {}, by?: Measurer): void {
    const limits = policy.maxHoursPreparedToEnd ?? NO_PREPARED_TO_END_LIMITS;
    const foodSafety = policy.foodSafety ?? FOOD_SAFETY_DEFAULTS;
    this.assertEditable(now);
    const errors: FieldError[] = [];
    const taken = this.state.reservedQuantity + this.state.pickedUpQuantity;
    const next = { ...this.state };
    if (changes.title !== undefined) next.title = check(errors, () => requireTitle(changes.title!));
    if (changes.description !== undefined) next.description = check(errors, () => requireDescription(changes.description!));
    if (changes.totalQuantity !== undefined) next.totalQuantity = check(errors, () => requireTotalQuantity(changes.totalQuantity!, taken));
    if (changes.availableUntil !== undefined)
      next.availableUntil = check(errors, () => requireAvailableUntil(changes.availableUntil!, now));
    if (changes.portionWeightGrams !== undefined)
      next.portionWeightGrams = check(errors, () => requirePortionWeight(changes.portionWeightGrams!));
    Object.assign(next, checkFood(errors, this.state, changes, now));
    if (next.availableUntil) check(errors, () => requireWithinPreparedToEnd(next, next.availableUntil, limits));
    if (changes.iddsiLevel !== undefined) next.iddsiLevel = check(errors, () => requireIddsiLevel(changes.iddsiLevel!));
    const added = recordOfferTemperatures(errors, this.state.temperatures, changes, {
      storage: next.storage,
      preparedAt: next.preparedAt,
      now,
      policy: foodSafety,
      by: by ?? { id: this.state.createdBy, name: '' },
    });
    if (errors.length > 0) throw new InvalidInputError(errors);
    next.temperatures = [...this.state.temperatures, ...added];
    next.holdUntil = holdUntilOf(next, foodSafety);
    next.availableQuantity = next.totalQuantity - taken;
    this.state = next;
    this.settle(now);
    this.recordNow('portion.changed', now);
  }

  /** Sets (or with null removes) the photo while the portion is on offer; returns the photo it replaces, if any. */
  replacePhoto(photoId: string | null, now: Date): string | null {
    this.assertEditable(now);
    const previous = this.state.photoId;
    this.state.photoId = photoId;
    this.recordNow('portion.photo_changed', now);
    return previous;
  }

  /**
   * A temperature measured during the offer, or a correction of an earlier entry. A new measurement needs the
   * portion on offer; one that breaks the holding temperature withdraws it at once (the caller then cancels its
   * open reservations: see `withdrawn`). A correction may come later, and changes nothing but the record.
   * Returns the entry, and whether it withdrew the portion.
   */
  recordCheck(input: CheckInput, by: Measurer, now: Date, policy: FoodSafetyPolicy): { entry: TemperatureEntry; withdrawn: boolean } {
    const correction = input.correctsId !== undefined && input.correctsId !== null;
    const open = this.statusAt(now) === 'available';
    if (!correction && !open) {
      throw InvalidInputError.field('portionId', 'portion_ended', 'Temperatures can only be checked while the portion is on offer');
    }
    const entry = newCheck(input, 'check', this.state.temperatures, { preparedAt: this.state.preparedAt, now, by });
    this.state.temperatures = [...this.state.temperatures, entry];
    const withdrawn = open && entry.kind !== 'cooling' && breaksHoldingTemperature(this.state.storage, entry.temperatureC, policy);
    if (withdrawn) this.withdraw(now, 'temperature');
    else this.recordNow('portion.changed', now);
    return { entry, withdrawn };
  }

  /**
   * A temperature measured at the counter as one of its reservations is handed over: on record as a `handover`
   * entry. Rule chosen: it never blocks the hand-over nor withdraws the portion; outside the holding limits
   * (`outsideLimits`) the counter warns, and the kitchen's check ("Temperatuur meten") is what withdraws.
   */
  recordHandoverTemperature(
    temperatureC: number,
    by: Measurer,
    now: Date,
    policy: FoodSafetyPolicy,
  ): { entry: TemperatureEntry; outsideLimits: boolean } {
    const entry = newCheck({ temperatureC }, 'handover', this.state.temperatures, { preparedAt: this.state.preparedAt, now, by });
    this.state.temperatures = [...this.state.temperatures, entry];
    return { entry, outsideLimits: breaksHoldingTemperature(this.state.storage, entry.temperatureC, policy) };
  }

  /**
   * Takes the portion off offer: by the kitchen (`withdrawn`), for a temperature or for hot holding too long. It
   * becomes `expired`; the caller cancels its open reservations, whose quantity returns here (and is not offered any
   * more).
   */
  withdraw(now: Date, reason: WithdrawalReason = 'withdrawn'): void {
    if (this.state.status !== 'available') throw new PortionNotEditableError(this.state.status);
    this.end('expired', reason, now);
    this.recordNow('portion.withdrawn', now);
  }

  /** Writes down what readers already see once the window of a portion on offer has closed; otherwise changes nothing. */
  expire(now: Date): void {
    if (this.state.status !== 'available' || this.state.availableUntil > now) return;
    this.end('expired', 'expired', this.state.availableUntil);
    this.recordNow('portion.expired', now);
  }

  /** Whether hot holding ended before the window did, by `now`: then the portion is withdrawn rather than expired. */
  heldTooLongAt(now: Date): boolean {
    const { holdUntil, availableUntil, status } = this.state;
    return status === 'available' && holdUntil !== null && holdUntil <= now && holdUntil < availableUntil;
  }

  /** A reservation of `quantity` was handed over. */
  pickUp(quantity: number, now: Date): void {
    this.state.reservedQuantity -= quantity;
    this.state.pickedUpQuantity += quantity;
    this.settle(now);
  }

  /** A reservation of `quantity` was cancelled: the quantity is free again. */
  release(quantity: number): void {
    this.state.reservedQuantity -= quantity;
    this.state.availableQuantity += quantity;
  }

  toState(): PortionState {
    return copy(this.state);
  }

  private recordNow(type: PortionEvent['type'], at: Date): void {
    this.record({ type, tenantId: this.state.tenantId, at, portion: this.toState() });
  }

  private assertEditable(now: Date): void {
    const status = this.statusAt(now);
    if (status !== 'available') throw new PortionNotEditableError(status);
  }

  /** Nothing left to reserve and nothing waiting to be picked up: the portion is done. */
  private settle(now: Date): void {
    if (this.state.availableQuantity === 0 && this.state.reservedQuantity === 0 && this.state.status === 'available')
      this.end('finished', 'sold_out', now);
  }

  private end(status: PortionStatus, reason: EndedReason, at: Date): void {
    this.state.status = status;
    this.state.endedReason = reason;
    this.state.endedAt = at;
  }
}

function copy(state: PortionState): PortionState {
  return {
    ...state,
    allergens: [...state.allergens],
    mayContain: [...state.mayContain],
    diet: [...state.diet],
    temperatures: state.temperatures.map((entry) => ({ ...entry, measuredBy: { ...entry.measuredBy } })),
  };
}

/** Hot food with food safety on may be held so long after it was put out (its offer temperature). */
function holdUntilOf(state: PortionState, policy: FoodSafetyPolicy): Date | null {
  if (!policy.enabled || state.storage !== 'hot') return null;
  const putOut = readingOf(state.temperatures).temperatureAt;
  return putOut ? new Date(putOut.getTime() + policy.hotHoldingMaxHours * HOUR_MS) : null;
}

/**
 * Runs one field rule, collecting its message (and code) into `errors` instead of throwing, so that every bad
 * field is reported at once.
 */
function check<T>(errors: FieldError[], rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    errors.push(...error.errors);
    return undefined as T;
  }
}

/**
 * The food information after `input` is applied over `current` (null for a new offer): an absent key keeps the
 * current value. A change to either allergen list, or a new offer, must answer the allergen question; "contains
 * none" carries over only from a portion that already said so.
 */
function checkFood(errors: FieldError[], current: FoodInformation | null, input: FoodInformationInput, now: Date): FoodInformation {
  const allergens = check(errors, () => requireAllergenCodes('allergens', input.allergens ?? current?.allergens ?? []));
  const mayContain = check(errors, () => requireAllergenCodes('mayContain', input.mayContain ?? current?.mayContain ?? []));
  let allergensDeclared = current?.allergensDeclared ?? false;
  const asked =
    current === null || input.allergens !== undefined || input.mayContain !== undefined || input.allergensDeclared !== undefined;
  if (allergens && mayContain && asked) {
    const statedNone = input.allergensDeclared ?? (current !== null && current.allergensDeclared && current.allergens.length === 0);
    allergensDeclared = check(errors, () => requireAllergenDeclaration(allergens, mayContain, statedNone))?.allergensDeclared ?? false;
  }
  const storage = input.storage === undefined ? (current?.storage ?? null) : input.storage;
  const reheat = input.reheat ?? (input.storage === undefined ? (current?.reheat ?? false) : false);
  return {
    allergens,
    mayContain,
    allergensDeclared,
    diet: check(errors, () => requireDiet(input.diet ?? current?.diet ?? [])),
    ingredients: check(errors, () =>
      requireIngredients(input.ingredients === undefined ? (current?.ingredients ?? null) : input.ingredients),
    ),
    preparedAt:
      input.preparedAt === undefined ? (current?.preparedAt ?? null) : check(errors, () => requirePreparedAt(input.preparedAt!, now)),
    storage,
    reheat: check(errors, () => requireReheat(reheat, storage)),
  };
}

function requireTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length === 0) throw InvalidInputError.field('title', 'required', `title must be 1 to ${TITLE_MAX} characters`);
  if (trimmed.length > TITLE_MAX)
    throw InvalidInputError.field('title', 'too_long', `title must be 1 to ${TITLE_MAX} characters`, { max: TITLE_MAX });
  return trimmed;
}

function requireDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > DESCRIPTION_MAX)
    throw InvalidInputError.field('description', 'too_long', `description must be at most ${DESCRIPTION_MAX} characters`, {
      max: DESCRIPTION_MAX,
    });
  return trimmed;
}

function requireTotalQuantity(quantity: number, taken: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > TOTAL_QUANTITY_MAX) {
    throw InvalidInputError.field('totalQuantity', 'invalid', `totalQuantity must be an integer from 1 to ${TOTAL_QUANTITY_MAX}`, {
      min: 1,
      max: TOTAL_QUANTITY_MAX,
    });
  }
  if (quantity < taken) {
    throw InvalidInputError.field(
      'totalQuantity',
      'below_taken',
      `totalQuantity may not be below the ${taken} already reserved or picked up`,
      {
        taken,
      },
    );
  }
  return quantity;
}

function requireAvailableUntil(until: Date, now: Date): Date {
  if (!(until instanceof Date) || Number.isNaN(until.getTime()))
    throw InvalidInputError.field('availableUntil', 'invalid_date', 'availableUntil must be a date-time');
  if (until <= now) throw InvalidInputError.field('availableUntil', 'not_in_future', 'availableUntil must be in the future');
  if (until.getTime() - now.getTime() > MAX_DAYS_AHEAD * DAY_MS) {
    throw InvalidInputError.field('availableUntil', 'too_far_ahead', `availableUntil must be at most ${MAX_DAYS_AHEAD} days ahead`, {
      days: MAX_DAYS_AHEAD,
    });
  }
  return until;
}

function requirePortionWeight(grams: number | null): number | null {
  if (grams === null) return null;
  if (!Number.isInteger(grams) || grams < 1 || grams > PORTION_WEIGHT_GRAMS_MAX)
    throw InvalidInputError.field(
      'portionWeightGrams',
      'invalid',
      `portionWeightGrams must be whole grams from 1 to ${PORTION_WEIGHT_GRAMS_MAX}, or null`,
      {
        min: 1,
        max: PORTION_WEIGHT_GRAMS_MAX,
      },
    );
  return grams;
}

function requirePriceCents(price: number | null): number | null {
  if (price === null) return null;
  if (!Number.isInteger(price) || price < 0 || price > PRICE_CENTS_MAX) {
    throw InvalidInputError.field(
      'priceCents',
      'invalid',
      `priceCents must be a whole number of cents from 0 to ${PRICE_CENTS_MAX}, or null`,
      {
        min: 0,
        max: PRICE_CENTS_MAX,
      },
    );
  }
  return price;
}

/**
 * What a portion records about itself, with its state after the change. Changes to its quantities that a
 * reservation makes are recorded by the reservation (reservation.placed, reservation.changed).
 */
export interface PortionEvent {
  type: 'portion.offered' | 'portion.changed' | 'portion.withdrawn' | 'portion.expired' | 'portion.photo_changed';
  tenantId: string;
  at: Date;
  portion: PortionState;
}
