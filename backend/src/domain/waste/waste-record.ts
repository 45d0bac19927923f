import { randomUUID } from 'node:crypto';
import { InvalidInputError, type FieldError } from '../shared/domain-error.js';
import type { Actor } from '../shared/actor.js';
import { RecordsEvents } from '../shared/recorded-event.js';
import { WasteRecordNotEditableError } from './waste.errors.js';

/** Where in the kitchen's process the food was lost (Decision (EU) 2019/1597 counts fresh mass per stage). */
export const WASTE_STAGES = ['preparation', 'overproduction', 'plate', 'spoilage', 'unsold'] as const;
export type WasteStage = (typeof WASTE_STAGES)[number];

/** Where the waste went. */
export const WASTE_DESTINATIONS = ['digestion', 'compost', 'incineration', 'sewer', 'other'] as const;
export type WasteDestination = (typeof WASTE_DESTINATIONS)[number];

export const WEIGHT_GRAMS_MAX = 1_000_000;
export const NOTE_MAX = 500;
/** A record may be dated at most this many days back (a forgotten bin, a weekend). */
export const RECORDED_AT_MAX_DAYS_BACK = 31;
/** The kitchen may change or delete its own records this long after making them; an admin may change any. */
export const KITCHEN_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WasteRecordState {
  id: string;
  tenantId: string;
  locationId: string;
  weightGrams: number;
  stage: WasteStage;
  reasonCode: string;
  destination: WasteDestination;
  /** When the food was thrown away (defaults to when it was recorded). */
  recordedAt: Date;
  /** The user who recorded it (for an API key: the admin who made the key). */
  recordedById: string;
  portionId: string | null;
  note: string | null;
  photoId: string | null;
  createdAt: Date;
}

export interface WasteRecordInput {
  locationId: string;
  weightGrams: number;
  stage: string;
  reasonCode: string;
  destination: string;
  recordedAt?: Date;
  portionId?: string | null;
  note?: string | null;
}

export type WasteRecordChanges = Partial<WasteRecordInput>;

/**
 * What the record's references must be, as the use case found them: the reason codes that are active (an archived
 * reason keeps its old records but takes no new ones) and whether the location and portion belong to the tenant.
 */
export interface WasteRecordContext {
  activeReasonCodes: readonly string[];
  knownReasonCodes: readonly string[];
  locationKnown: boolean;
  portionKnown: boolean;
}

/** One weighing by the bin: what was thrown away, where in the process, why and where it went. */
export class WasteRecord extends RecordsEvents<WasteEvent> {
  private constructor(private state: WasteRecordState) {
    super();
  }

  static record(input: WasteRecordInput, by: { tenantId: string; userId: string }, now: Date, context: WasteRecordContext): WasteRecord {
    const errors: FieldError[] = [];
    const state: WasteRecordState = {
      id: randomUUID(),
      tenantId: by.tenantId,
      recordedById: by.userId,
      photoId: null,
      createdAt: now,
      ...checkFields(errors, input, null, now, context),
    } as WasteRecordState;
    if (errors.length > 0) throw new InvalidInputError(errors);
    const record = new WasteRecord(state);
    record.recordNow('waste.recorded', now);
    return record;
  }

  static restore(state: WasteRecordState): WasteRecord {
    return new WasteRecord({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get tenantId(): string {
    return this.state.tenantId;
  }
  get photoId(): string | null {
    return this.state.photoId;
  }

  /** The kitchen edits its own records for 24 hours after making them; an admin edits any. */
  mayBeChangedBy(actor: Actor, now: Date): boolean {
    if (actor.role === 'admin' && !actor.apiKey) return true;
    return actor.userId === this.state.recordedById && now.getTime() - this.state.createdAt.getTime() <= KITCHEN_EDIT_WINDOW_MS;
  }

  change(changes: WasteRecordChanges, actor: Actor, now: Date, context: WasteRecordContext): void {
    this.assertChangeableBy(actor, now);
    const errors: FieldError[] = [];
    const next = { ...this.state, ...checkFields(errors, changes, this.state, now, context) };
    if (errors.length > 0) throw new InvalidInputError(errors);
    this.state = next;
    this.recordNow('waste.changed', now);
  }

  /** Sets (or with null removes) the photo; returns the photo it replaces, if any. */
  replacePhoto(photoId: string | null, actor: Actor, now: Date): string | null {
    this.assertChangeableBy(actor, now);
    const previous = this.state.photoId;
    this.state.photoId = photoId;
    this.recordNow('waste.changed', now);
    return previous;
  }

  delete(actor: Actor, now: Date): void {
    this.assertChangeableBy(actor, now);
    this.recordNow('waste.deleted', now);
  }

  toState(): WasteRecordState {
    return { ...this.state };
  }

  private assertChangeableBy(actor: Actor, now: Date): void {
    if (!this.mayBeChangedBy(actor, now)) throw new WasteRecordNotEditableError();
  }

  private recordNow(type: WasteEvent['type'], at: Date): void {
    this.record({ type, tenantId: this.state.tenantId, at, record: this.toState() });
  }
}

/** The checked fields of `input` over `current` (null for a new record): an absent key keeps the current value. */
function checkFields(
  errors: FieldError[],
  input: WasteRecordChanges,
  current: WasteRecordState | null,
  now: Date,
  context: WasteRecordContext,
): Partial<WasteRecordState> {
  const checked: Partial<WasteRecordState> = {};
  const run = (rule: () => void) => {
    try {
      rule();
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      errors.push(...error.errors);
    }
  };
  if (current === null || input.locationId !== undefined)
    run(() => (checked.locationId = requireKnown('locationId', input.locationId, context.locationKnown)));
  if (current === null || input.weightGrams !== undefined) run(() => (checked.weightGrams = requireWeightGrams(input.weightGrams)));
  if (current === null || input.stage !== undefined) run(() => (checked.stage = requireStage(input.stage)));
  if (current === null || input.reasonCode !== undefined)
    run(() => (checked.reasonCode = requireReason(input.reasonCode, current?.reasonCode ?? null, context)));
  if (current === null || input.destination !== undefined) run(() => (checked.destination = requireDestination(input.destination)));
  if (current === null || input.recordedAt !== undefined)
    run(() => (checked.recordedAt = input.recordedAt === undefined ? now : requireRecordedAt(input.recordedAt, now)));
  if (input.portionId !== undefined || current === null)
    run(() => (checked.portionId = input.portionId == null ? null : requireKnown('portionId', input.portionId, context.portionKnown)));
  if (input.note !== undefined || current === null) run(() => (checked.note = requireNote(input.note ?? null)));
  return checked;
}

export function requireWeightGrams(weight: unknown): number {
  if (typeof weight !== 'number' || !Number.isInteger(weight))
    throw InvalidInputError.field('weightGrams', 'invalid', 'weightGrams must be a whole number of grams', {
      min: 1,
      max: WEIGHT_GRAMS_MAX,
    });
  if (weight < 1) throw InvalidInputError.field('weightGrams', 'too_small', 'weightGrams must be at least 1', { min: 1 });
  if (weight > WEIGHT_GRAMS_MAX)
    throw InvalidInputError.field('weightGrams', 'too_large', `weightGrams must be at most ${WEIGHT_GRAMS_MAX}`, { max: WEIGHT_GRAMS_MAX });
  return weight;
}

export function requireStage(stage: unknown): WasteStage {
  if (!(WASTE_STAGES as readonly unknown[]).includes(stage))
    throw InvalidInputError.field('stage', 'not_allowed', `stage must be one of ${WASTE_STAGES.join(', ')}`, {
      allowed: [...WASTE_STAGES],
    });
  return stage as WasteStage;
}

export function requireDestination(destination: unknown): WasteDestination {
  if (!(WASTE_DESTINATIONS as readonly unknown[]).includes(destination))
    throw InvalidInputError.field('destination', 'not_allowed', `destination must be one of ${WASTE_DESTINATIONS.join(', ')}`, {
      allowed: [...WASTE_DESTINATIONS],
    });
  return destination as WasteDestination;
}

/** An active reason of the tenant; a record keeps the archived reason it already has. */
function requireReason(code: unknown, current: string | null, context: WasteRecordContext): string {
  if (typeof code !== 'string' || !context.knownReasonCodes.includes(code))
    throw InvalidInputError.field('reasonCode', 'unknown_reference', 'reasonCode names no reason of this organisation');
  if (code !== current && !context.activeReasonCodes.includes(code))
    throw InvalidInputError.field('reasonCode', 'archived', 'reasonCode names an archived reason');
  return code;
}

export function requireRecordedAt(at: Date, now: Date): Date {
  if (!(at instanceof Date) || Number.isNaN(at.getTime()))
    throw InvalidInputError.field('recordedAt', 'invalid_date', 'recordedAt must be a date-time');
  if (at > now) throw InvalidInputError.field('recordedAt', 'in_future', 'recordedAt may not be in the future');
  if (now.getTime() - at.getTime() > RECORDED_AT_MAX_DAYS_BACK * DAY_MS)
    throw InvalidInputError.field('recordedAt', 'too_far_back', `recordedAt may be at most ${RECORDED_AT_MAX_DAYS_BACK} days back`, {
      days: RECORDED_AT_MAX_DAYS_BACK,
    });
  return at;
}

function requireNote(note: string | null): string | null {
  if (note === null) return null;
  const trimmed = note.trim();
  if (trimmed.length > NOTE_MAX)
    throw InvalidInputError.field('note', 'too_long', `note must be at most ${NOTE_MAX} characters`, { max: NOTE_MAX });
  return trimmed.length === 0 ? null : trimmed;
}

function requireKnown(field: string, id: string | undefined, known: boolean): string {
  if (id === undefined) throw InvalidInputError.field(field, 'required', `${field} is required`);
  if (!known) throw InvalidInputError.field(field, 'unknown_reference', `${field} names nothing of this organisation`);
  return id;
}

/** What a waste record records about itself, with its state after the change (before it, for a deletion). */
export interface WasteEvent {
  type: 'waste.recorded' | 'waste.changed' | 'waste.deleted';
  tenantId: string;
  at: Date;
  record: WasteRecordState;
}
