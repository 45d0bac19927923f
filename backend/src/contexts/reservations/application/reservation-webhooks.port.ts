import type { ReservationView } from './reservation-view.js';

/** Port, bound by the webhooks context: queues a reservation's webhook deliveries inside the caller's unit of work. */
export abstract class ReservationWebhooks {
  abstract reservationEvent(type: 'reservation.created' | 'reservation.updated', view: ReservationView, now: Date): Promise<void>;
}
