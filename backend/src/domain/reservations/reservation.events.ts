import type { PortionState } from '../portions/index.js';
import type { ReservationState } from './reservation.js';

/**
 * What a reservation records: placed, given from the waiting list (promoted), or its status changed (picked up,
 * cancelled, cancelled by a withdrawal).
 * It carries the reservation and its portion as they are after the change, since both changed.
 */
export interface ReservationEvent {
  type: 'reservation.placed' | 'reservation.promoted' | 'reservation.changed';
  tenantId: string;
  at: Date;
  reservation: ReservationState;
  portion: PortionState;
}

/** The webhooks a placed reservation sends: a tenant subscribed to neither may take the fast path. */
export const RESERVATION_PLACED_WEBHOOKS = ['reservation.created', 'portion.updated'] as const;
