import type { PortionState } from './portion.js';

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
