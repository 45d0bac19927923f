import type { Allergen, DietMark, PortionStatus, Storage } from '../../domain/portions/index.js';
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
    ingredients: string | null;
    storage: Storage | null;
    reheat: boolean;
    status: PortionStatus;
  };
}

export function toReservationView({ reservation, portion, locationName }: ReservationRecord, now: Date): ReservationView {
  const { title, locationId, availableUntil, allergens, mayContain, allergensDeclared, diet, ingredients, storage, reheat } =
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
      ingredients,
      storage,
      reheat,
      status: portion.statusAt(now),
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
    // Webhook payloads keep their shape: what came later to the API's answer stays out.
    portion: { ...withoutIngredients(portion) },
  };
}

function withoutIngredients({ ingredients: _ingredients, ...portion }: ReservationView['portion']) {
  return portion;
}
