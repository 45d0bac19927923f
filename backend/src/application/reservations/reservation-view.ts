import type { Allergen, DietMark, EndedReason, PortionStatus, Storage } from '../../domain/portions/index.js';
import type { ReservationState } from '../../domain/reservations/reservation.js';
import type { ReservationRecord } from '../../domain/reservations/reservation.repository.js';
import type { ReservationPayment } from './reservation-payments.port.js';

/** A reservation with what a card needs of its portion, so that no further call is needed. */
export interface ReservationView extends ReservationState {
  /** Reserved, but the portion's end time has passed. */
  overdue: boolean;
  /** Its online payment; null when it is not paid online. */
  payment: ReservationPayment | null;
  portion: {
    title: string;
    locationId: string;
    locationName: string;
    availableUntil: Date;
    allergens: Allergen[];
    mayContain: Allergen[];
    allergensDeclared: boolean;
    diet: DietMark[];
    ingredients: string | null;
    storage: Storage | null;
    reheat: boolean;
    status: PortionStatus;
    /** Why the portion ended: a cancelled reservation's card tells the staff why (a temperature, held too long). */
    endedReason: EndedReason | null;
    iddsiLevel: number | null;
  };
}

export function toReservationView(
  { reservation, portion, locationName }: ReservationRecord,
  now: Date,
  payment: ReservationPayment | null = null,
): ReservationView {
  const { title, locationId, availableUntil, allergens, mayContain, allergensDeclared, diet, ingredients, storage, reheat, iddsiLevel } =
    portion.toState();
  const state = reservation.toState();
  return {
    ...state,
    // The pick-up code is the proof of a reservation: not before it is paid.
    pickupCode: state.status === 'awaiting_payment' ? null : state.pickupCode,
    overdue: reservation.isOverdueAt(availableUntil, now),
    payment,
    portion: {
      title,
      locationId,
      locationName,
      availableUntil,
      allergens,
      mayContain,
      allergensDeclared,
      diet,
      ingredients,
      storage,
      reheat,
      status: portion.statusAt(now),
      endedReason: portion.endedReasonAt(now),
      iddsiLevel,
    },
  };
}

/** A reservation as a webhook carries it: the fields the API answers with, in the same order, without the pick-up code. */
export function toReservationPayload({ pickupCode: _pickupCode, ...payload }: ReservationView) {
  return { ...payload, portion: { ...payload.portion } };
}
