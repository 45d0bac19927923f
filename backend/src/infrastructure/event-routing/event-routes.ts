import type { AuditAction } from '../../domain/audit/index.js';
import type { PortionEvent } from '../../domain/portions/index.js';
import { RESERVATION_PLACED_WEBHOOKS, type ReservationEvent } from '../../domain/reservations/index.js';
import type { WebhookEventType } from '../../domain/webhooks/index.js';
import type { LiveEventType } from '../platform/realtime/live-events.js';

/** Every event an aggregate records and the dispatcher routes. */
export type DispatchedEvent = PortionEvent | ReservationEvent;

export interface EventRoute {
  /** Live notifications, sent after commit; `portion.*` carry the portion, `reservation.*` the reservation. */
  live: LiveEventType[];
  /** Webhook deliveries, written in the same transaction to every endpoint of the tenant subscribed to them. */
  webhooks: WebhookEventType[];
  /**
   * What the reservation's holder is told by push or mail, in the same transaction: a unit given from the waiting
   * list (SendWaitlistPromotionUseCase), or a change the kitchen made (SendReservationChangeUseCase); null: nothing.
   */
  notify: 'promotion' | 'change' | null;
  /**
   * The audit entry, written in the same transaction, naming the portion or reservation; null for what is neither
   * security- nor data-relevant (the log is not a history of every reservation).
   */
  audit: AuditAction | null;
}

/**
 * The one table of what each event sends; backend/docs/events.md states it for readers and
 * test/events.e2e-spec.ts holds every use case to that document. A reservation changes its portion's
 * quantities, so its events announce the portion too. Within one commit each message goes out once per
 * portion or reservation, with the state it has at the end.
 */
export const EVENT_ROUTES: Record<DispatchedEvent['type'], EventRoute> = {
  'portion.offered': { live: ['portion.created'], webhooks: ['portion.created'], audit: null, notify: null },
  'portion.changed': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'portion.photo_changed': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'portion.withdrawn': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: 'portion.withdrawn', notify: null },
  'portion.expired': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'reservation.placed': {
    live: ['portion.updated', 'reservation.updated'],
    webhooks: [...RESERVATION_PLACED_WEBHOOKS],
    audit: null,
    notify: null,
  },
  'reservation.promoted': {
    live: ['portion.updated', 'reservation.updated'],
    webhooks: [...RESERVATION_PLACED_WEBHOOKS],
    audit: null,
    notify: 'promotion',
  },
  'reservation.changed': {
    live: ['portion.updated', 'reservation.updated'],
    webhooks: ['reservation.updated', 'portion.updated'],
    audit: null,
    notify: null,
  },
  'reservation.noticed': { live: ['reservation.updated'], webhooks: [], audit: null, notify: 'change' },
};
