import type { Actor } from '../domain/actor.js';
import type { ReservationState, ReservationStatus } from '../../contexts/reservations/domain/reservation.js';
import {
  Portion,
  type Allergen,
  type DietMark,
  type PortionState,
  type PortionStatus,
  type Storage,
} from '../../contexts/portions/domain/portion.js';

/** What a live portion event carries: everything a card shows but the description and ingredients, which could be long. */
export interface PortionEventData {
  id: string;
  locationId: string;
  title: string;
  totalQuantity: number;
  availableQuantity: number;
  reservedQuantity: number;
  pickedUpQuantity: number;
  availableUntil: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  allergensDeclared: boolean;
  diet: DietMark[];
  preparedAt: string | null;
  storage: Storage | null;
  reheat: boolean;
  status: PortionStatus;
}

export interface ReservationEventData {
  id: string;
  portionId: string;
  userId: string;
  quantity: number;
  status: ReservationStatus;
  reservedAt: string;
  pickedUpAt: string | null;
  cancelledAt: string | null;
}

export type LiveEvent =
  | { type: 'portion.created' | 'portion.updated'; tenantId: string; data: PortionEventData }
  | { type: 'reservation.updated'; tenantId: string; data: ReservationEventData };

export type LiveEventType = LiveEvent['type'];

/**
 * Sends events to every connected client of their tenant, on every instance. Call it after the unit of work
 * has committed, so that a change that rolled back is never announced. It never rejects: the change is made
 * whether or not its announcement gets out.
 */
export abstract class LiveEventPublisher {
  abstract publish(events: LiveEvent[]): Promise<void>;
}

/** The portion as it was at `at`, with the status a reader saw then. */
export function portionEvent(type: 'portion.created' | 'portion.updated', state: PortionState, at: Date): LiveEvent {
  const {
    id,
    tenantId,
    locationId,
    title,
    totalQuantity,
    availableQuantity,
    reservedQuantity,
    pickedUpQuantity,
    availableUntil,
    allergens,
    mayContain,
    allergensDeclared,
    diet,
    preparedAt,
    storage,
    reheat,
  } = state;
  return {
    type,
    tenantId,
    data: {
      id,
      locationId,
      title,
      totalQuantity,
      availableQuantity,
      reservedQuantity,
      pickedUpQuantity,
      availableUntil: availableUntil.toISOString(),
      allergens,
      mayContain,
      allergensDeclared,
      diet,
      preparedAt: preparedAt?.toISOString() ?? null,
      storage,
      reheat,
      status: Portion.restore(state).statusAt(at),
    },
  };
}

export function reservationEvent(state: ReservationState): LiveEvent {
  return {
    type: 'reservation.updated',
    tenantId: state.tenantId,
    data: {
      id: state.id,
      portionId: state.portionId,
      userId: state.userId,
      quantity: state.quantity,
      status: state.status,
      reservedAt: state.reservedAt.toISOString(),
      pickedUpAt: state.pickedUpAt?.toISOString() ?? null,
      cancelledAt: state.cancelledAt?.toISOString() ?? null,
    },
  };
}

/**
 * Who receives an event: only users of its tenant. Portion events go to all of them; a reservation's events
 * go to the person who made it and to kitchen and admin, who hand portions over and oversee them.
 */
export function isVisibleTo(event: LiveEvent, actor: Actor): boolean {
  if (actor.tenantId === null || event.tenantId !== actor.tenantId) return false;
  if (event.type !== 'reservation.updated') return true;
  return event.data.userId === actor.userId || actor.role === 'kitchen' || actor.role === 'admin';
}
