import { randomUUID } from 'node:crypto';
import type { Actor } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { Allergen, AllergenChange, Portion, PortionState } from '../portions/index.js';
import type { PickupConfirmation } from '../settings/index.js';
import { RecordsEvents } from '../shared/recorded-event.js';
import {
  AlreadyHandedOverError,
  CounterConfirmsPickupError,
  NotReservationOwnerError,
  ReservationNotFoundError,
  ReservationTransitionError,
  ReservationWindowClosedError,
} from './reservation.errors.js';

/**
 * awaiting_payment: holds its units while the holder pays online (payments context); paid, it becomes reserved,
 * unpaid it ends as cancelled and its units go back.
 */
export const RESERVATION_STATUSES = ['reserved', 'picked_up', 'cancelled', 'awaiting_payment'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_QUANTITY_MAX = 10;

/** Why the holder is told about their reservation: the kitchen changed the allergens, or withdrew the portion. */
export const NOTICE_KINDS = ['allergens_changed', 'withdrawn'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_REASON_MAX = 300;

/** What the holder is told, shown on their reservation until they acknowledge it. */
export interface ReservationNotice extends AllergenChange {
  kind: NoticeKind;
  at: Date;
  /** Why the portion was withdrawn, as the kitchen (or a food-safety rule) put it; null when not said. */
  reason: string | null;
  acknowledgedAt: Date | null;
  /**
   * For an allergen change: every change since the reservation was made taken together (what the portion carries now
   * against what it carried then) and how many there were; null for a withdrawal.
   */
  sinceReserved: SinceReserved | null;
}

export interface SinceReserved extends AllergenChange {
  changes: number;
}

export interface ReservationState {
  id: string;
  tenantId: string;
  portionId: string;
  userId: string;
  quantity: number;
  /** Euro cents per portion as the portion was priced when reserved; null without a price. */
  priceCents: number | null;
  status: ReservationStatus;
  reservedAt: Date;
  pickedUpAt: Date | null;
  cancelledAt: Date | null;
  /**
   * The 4-character code shown at the counter (see pickup-code.ts); the database gives it when the reservation is
   * placed, so a reservation not yet placed has none.
   */
  pickupCode: string | null;
  /** The last change the holder was told about; null when there was none. */
  notice: ReservationNotice | null;
}

/** One colleague's claim on some of a portion. Reserved, then picked up or cancelled; both are final. */
export class Reservation extends RecordsEvents<ReservationEvent> {
  private constructor(private state: ReservationState) {
    super();
  }

  /** The portion's quantity is taken by the repository; then placedOn records the placement. */
  static place(
    input: { portionId: string; quantity?: number },
    by: Actor & { tenantId: string },
    now: Date,
    status: 'reserved' | 'awaiting_payment' = 'reserved',
  ): Reservation {
    return new Reservation({
      id: randomUUID(),
      tenantId: by.tenantId,
      portionId: input.portionId,
      userId: by.userId,
      quantity: requireQuantity(input.quantity ?? 1),
      priceCents: null,
      status,
      reservedAt: now,
      pickedUpAt: null,
      cancelledAt: null,
      pickupCode: null,
      notice: null,
    });
  }

  /** A unit freed on the portion goes to the first eligible person on its waiting list: one, like a tap on "Reserveer". */
  static promote(portionId: string, waiter: { tenantId: string; userId: string }, now: Date): Reservation {
    return Reservation.place({ portionId }, { ...waiter, role: 'staff' }, now);
  }

  static restore(state: ReservationState): Reservation {
    return new Reservation({ ...state, notice: copyNotice(state.notice) });
  }

  get id(): string {
    return this.state.id;
  }
  get portionId(): string {
    return this.state.portionId;
  }
  get quantity(): number {
    return this.state.quantity;
  }
  get status(): ReservationStatus {
    return this.state.status;
  }

  get pickupCode(): string | null {
    return this.state.pickupCode;
  }
  get tenantId(): string {
    return this.state.tenantId;
  }
  get userId(): string {
    return this.state.userId;
  }

  /** The code the database gave for this reservation; it never changes after. */
  assignPickupCode(code: string): void {
    this.state.pickupCode ??= code;
  }

  /**
   * The repository took the quantity off `portion` (as it is after that): keeps the portion's price as it is now,
   * so that a later change of prices never changes what this one costs, and records the placement.
   */
  placedOn(portion: Portion, now: Date): void {
    this.state.priceCents = portion.priceCents;
    this.recordNow('reservation.placed', portion, now);
  }

  /** Like placedOn, for a reservation that holds its units until it is paid: only the portion's quantities are news. */
  heldOn(portion: Portion, now: Date): void {
    this.state.priceCents = portion.priceCents;
    this.recordNow('reservation.held', portion, now);
  }

  /** Paid online: the held reservation becomes an ordinary one, announced as placed. */
  confirmPayment(portion: Portion, now: Date): void {
    if (this.state.status !== 'awaiting_payment') throw new ReservationTransitionError(this.state.status, 'reserved');
    this.state.status = 'reserved';
    this.state.reservedAt = now;
    this.recordNow('reservation.placed', portion, now);
  }

  /** Not paid in time (expired, cancelled or failed at Mollie, or the hold ran out): the units go back. */
  releaseUnpaid(portion: Portion, now: Date): void {
    if (this.state.status !== 'awaiting_payment') throw new ReservationTransitionError(this.state.status, 'cancelled');
    portion.release(this.state.quantity);
    this.state.status = 'cancelled';
    this.state.cancelledAt = now;
    this.recordNow('reservation.released', portion, now);
  }

  /** Like placedOn, for a reservation given from the waiting list: its holder is told (live, and by push or mail). */
  promotedOn(portion: Portion, now: Date): void {
    this.state.priceCents = portion.priceCents;
    this.recordNow('reservation.promoted', portion, now);
  }

  /** Still open after the portion's end time: the person did not come ("Niet opgehaald"), the start of no-show handling. */
  isOverdueAt(portionEnd: Date, now: Date): boolean {
    return this.state.status === 'reserved' && portionEnd <= now;
  }

  /**
   * The owner sees their reservation, and so do the tenant's kitchen (the hand-over at the counter) and admin; for
   * other staff it does not exist.
   */
  assertVisibleTo(actor: Actor): void {
    if (!this.isOwnedBy(actor) && actor.role !== 'kitchen' && actor.role !== 'admin') throw new ReservationNotFoundError();
  }

  /**
   * Moves a reserved reservation on and settles the portion's quantities:
   * picked up by the owner or kitchen; cancelled by the owner while the portion's window is open.
   */
  changeStatus(to: ReservationStatus, by: Actor, portion: Portion, now: Date, confirmation: PickupConfirmation = 'self'): void {
    this.assertVisibleTo(by);
    if (this.state.status !== 'reserved' || (to !== 'picked_up' && to !== 'cancelled'))
      throw new ReservationTransitionError(this.state.status, to);
    if (to === 'picked_up') {
      // Under "counter" only the kitchen confirms, so the settlement and statistics count hand-overs that were seen.
      if (confirmation === 'counter' && by.role !== 'kitchen') throw new CounterConfirmsPickupError();
      this.pickUp(portion, now);
      return;
    }
    if (!this.isOwnedBy(by)) throw new NotReservationOwnerError();
    if (!portion.isOpenAt(now)) throw new ReservationWindowClosedError();
    this.cancel(portion, now);
  }

  /**
   * The kitchen (or the tenant's admin) hands the portion over at the counter, found by its pick-up code.
   * A second hand-over of the same reservation is refused, so a repeated tap changes nothing.
   */
  handOver(portion: Portion, now: Date): void {
    if (this.state.status === 'picked_up') throw new AlreadyHandedOverError(this.state.pickedUpAt);
    if (this.state.status !== 'reserved') throw new ReservationTransitionError(this.state.status, 'picked_up');
    this.pickUp(portion, now);
  }

  /** The kitchen withdrew the portion: open reservations end, whoever made them, and their holders are told why. */
  cancelByWithdrawal(portion: Portion, now: Date, reason: string | null = null): void {
    if (this.state.status !== 'reserved') throw new ReservationTransitionError(this.state.status, 'cancelled');
    this.cancel(portion, now);
    this.tell(
      { kind: 'withdrawn', ...NO_ALLERGEN_CHANGE, reason: reason?.trim().slice(0, NOTICE_REASON_MAX) || null, sinceReserved: null },
      portion,
      now,
    );
  }

  /**
   * The kitchen changed the allergens of the reserved portion: the holder is told (live, by mail and push) and sees
   * it on the reservation until they acknowledge it. A later change replaces the notice; each was told when it happened.
   */
  noticeAllergenChange(change: AllergenChange, portion: Portion, now: Date): void {
    if (this.state.status !== 'reserved') return;
    const earlier = this.state.notice?.kind === 'allergens_changed' ? this.state.notice : null;
    const sinceReserved: SinceReserved = earlier
      ? { ...allergenChangesInTurn(earlier.sinceReserved ?? earlier, change), changes: (earlier.sinceReserved?.changes ?? 1) + 1 }
      : { ...change, changes: 1 };
    this.tell({ kind: 'allergens_changed', ...change, reason: null, sinceReserved }, portion, now);
  }

  /** The holder has read the notice; it leaves the card. Acknowledging twice changes nothing. */
  acknowledgeNotice(by: Actor, now: Date): void {
    this.assertVisibleTo(by);
    if (!this.isOwnedBy(by)) throw new NotReservationOwnerError();
    if (!this.state.notice || this.state.notice.acknowledgedAt) return;
    this.state.notice.acknowledgedAt = now;
  }

  /** Whether an allergen change was reported since the reservation was made: cancelling it then is never late. */
  get allergensChangedSinceReserved(): boolean {
    return this.state.notice?.kind === 'allergens_changed';
  }

  toState(): ReservationState {
    return { ...this.state, notice: copyNotice(this.state.notice) };
  }

  private tell(notice: Omit<ReservationNotice, 'at' | 'acknowledgedAt'>, portion: Portion, now: Date): void {
    this.state.notice = { ...notice, at: now, acknowledgedAt: null };
    this.recordNow('reservation.noticed', portion, now);
  }

  private pickUp(portion: Portion, now: Date): void {
    portion.pickUp(this.state.quantity, now);
    this.state.status = 'picked_up';
    this.state.pickedUpAt = now;
    this.recordNow('reservation.changed', portion, now);
  }

  private cancel(portion: Portion, now: Date): void {
    portion.release(this.state.quantity);
    this.state.status = 'cancelled';
    this.state.cancelledAt = now;
    this.recordNow('reservation.changed', portion, now);
  }

  private recordNow(type: ReservationEvent['type'], portion: Portion, at: Date): void {
    this.record({ type, tenantId: this.state.tenantId, at, reservation: this.toState(), portion: portion.toState() });
  }

  private isOwnedBy(actor: Actor): boolean {
    return actor.userId === this.state.userId;
  }
}

const NO_ALLERGEN_CHANGE: AllergenChange = { allergensAdded: [], allergensRemoved: [], mayContainAdded: [], mayContainRemoved: [] };

/**
 * Two allergen changes one after the other as one: what differs between the lists before the first and after the
 * second (an allergen added and then removed again is in neither list), earlier changes first.
 */
function allergenChangesInTurn(first: AllergenChange, then: AllergenChange): AllergenChange {
  const net = (
    added: readonly Allergen[],
    removed: readonly Allergen[],
    thenAdded: readonly Allergen[],
    thenRemoved: readonly Allergen[],
  ) => [...new Set([...added.filter((code) => !thenRemoved.includes(code)), ...thenAdded.filter((code) => !removed.includes(code))])];
  return {
    allergensAdded: net(first.allergensAdded, first.allergensRemoved, then.allergensAdded, then.allergensRemoved),
    allergensRemoved: net(first.allergensRemoved, first.allergensAdded, then.allergensRemoved, then.allergensAdded),
    mayContainAdded: net(first.mayContainAdded, first.mayContainRemoved, then.mayContainAdded, then.mayContainRemoved),
    mayContainRemoved: net(first.mayContainRemoved, first.mayContainAdded, then.mayContainRemoved, then.mayContainAdded),
  };
}

function copyNotice(notice: ReservationNotice | null): ReservationNotice | null {
  if (!notice) return null;
  return {
    ...notice,
    ...copyChange(notice),
    sinceReserved: notice.sinceReserved && { ...notice.sinceReserved, ...copyChange(notice.sinceReserved) },
  };
}

function copyChange({ allergensAdded, allergensRemoved, mayContainAdded, mayContainRemoved }: AllergenChange): AllergenChange {
  return {
    allergensAdded: [...allergensAdded],
    allergensRemoved: [...allergensRemoved],
    mayContainAdded: [...mayContainAdded],
    mayContainRemoved: [...mayContainRemoved],
  };
}

function requireQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > RESERVATION_QUANTITY_MAX) {
    throw InvalidInputError.field('quantity', 'invalid', `quantity must be an integer from 1 to ${RESERVATION_QUANTITY_MAX}`, {
      min: 1,
      max: RESERVATION_QUANTITY_MAX,
    });
  }
  return quantity;
}

/**
/**
 * What a reservation records: placed, given from the waiting list (promoted), its status changed (picked up,
 * cancelled, cancelled by a withdrawal), its holder told of a change they did not make (noticed); held while it is
 * paid online, released when it was not.
 * It carries the reservation and its portion as they are after the change, since both changed.
 */
export interface ReservationEvent {
  type:
    | 'reservation.placed'
    | 'reservation.promoted'
    | 'reservation.changed'
    | 'reservation.noticed'
    | 'reservation.held'
    | 'reservation.released';
  tenantId: string;
  at: Date;
  reservation: ReservationState;
  portion: PortionState;
}
