import type { Allergen, DietMark, EndedReason, PortionStatus, Storage } from '../../domain/portions/index.js';
import type { ReservationState } from '../../domain/reservations/reservation.js';
import type { ReservationRecord } from '../../domain/reservations/reservation.repository.js';

/** A reservation with what a card needs of its portion, so that no further call is needed. */
export interface ReservationView extends ReservationState {
  /** Reserved, but the portion's end time has passed. */
  overdue: boolean;
  portion: {
    title: string;
    locationId: string;
    locationName: string;
    availableUntil: Date;
    allergens: Allergen[];
    mayContain: Allergen[];
    allergensDeclared: boolean;
    diet: DietMark[];
    storage: Storage | null;
    reheat: boolean;
    status: PortionStatus;
    /** Why the portion ended: a cancelled reservation's card tells the staff why (a temperature, held too long). */
    endedReason: EndedReason | null;
    iddsiLevel: number | null;
  };
}

export function toReservationView({ reservation, portion, locationName }: ReservationRecord, now: Date): ReservationView {
  const { title, locationId, availableUntil, allergens, mayContain, allergensDeclared, diet, storage, reheat, iddsiLevel } =
    portion.toState();
  return {
    ...reservation.toState(),
    overdue: reservation.isOverdueAt(availableUntil, now),
    portion: {
      title,
      locationId,
      locationName,
      availableUntil,
      allergens,
      mayContain,
      allergensDeclared,
      diet,
      storage,
      reheat,
      status: portion.statusAt(now),
      endedReason: portion.endedReasonAt(now),
      iddsiLevel,
    },
  };
}

/** A reservation as a webhook carries it: the fields the API answers with, in the same order. */
export function toReservationPayload(view: ReservationView) {
  const { id, tenantId, portionId, userId, quantity, priceCents, status, reservedAt, pickedUpAt, cancelledAt, overdue, portion } = view;
  return {
    id,
    tenantId,
    portionId,
    userId,
    quantity,
    priceCents,
    status,
    reservedAt,
    pickedUpAt,
    cancelledAt,
    overdue,
    portion: { ...portion },
  };
}
