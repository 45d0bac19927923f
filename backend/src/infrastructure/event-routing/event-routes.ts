import type { AuditAction } from '../../domain/audit/index.js';
import type { PortionEvent } from '../../domain/portions/index.js';
import { RESERVATION_PLACED_WEBHOOKS, type ReservationEvent } from '../../domain/reservations/index.js';
import type { WasteEvent } from '../../domain/waste/index.js';
import type { CalendarFeedEvent } from '../../domain/notifications/calendar-feed.js';
import type { WebhookEventType } from '../../domain/webhooks/index.js';
import type { LiveEventType } from '../platform/realtime/live-events.js';

/** Every event an aggregate records and the dispatcher routes. */
export type DispatchedEvent = PortionEvent | ReservationEvent | WasteEvent | CalendarFeedEvent;

export interface EventRoute {
  /** Live notifications, sent after commit; `portion.*` carry the portion, `reservation.*` the reservation, `waste.*` the record. */
  live: LiveEventType[];
  /** Webhook deliveries, written in the same transaction to every endpoint of the tenant subscribed to them. */
  webhooks: WebhookEventType[];
  /**
   * What the reservation's holder is told by push or mail, in the same transaction: a unit given from the waiting
   * list (SendWaitlistPromotionUseCase), or a change the kitchen made (SendReservationChangeUseCase); null: nothing.
   */
  notify: 'promotion' | 'change' | null;
  /**
   * The audit entry, written in the same transaction, naming the portion or waste record; null for what is neither
   * security- nor data-relevant (the log is not a history of every reservation).
   */
  audit: AuditAction | null;
}

/**
 * The one table of what each event sends; backend/docs/events.md states it for readers and
 * test/events.e2e-spec.ts holds every use case to that document. A reservation changes its portion's
 * quantities: its live event carries the portion's new state, and its webhooks announce the portion too. Within one commit each message goes out once per
 * portion or reservation, with the state it has at the end.
 */
export const EVENT_ROUTES: Record<DispatchedEvent['type'], EventRoute> = {
  'portion.offered': { live: ['portion.created'], webhooks: ['portion.created'], audit: null, notify: null },
  'portion.changed': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'portion.photo_changed': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'portion.withdrawn': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: 'portion.withdrawn', notify: null },
  'portion.expired': { live: ['portion.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'reservation.placed': {
    live: ['reservation.updated'],
    webhooks: [...RESERVATION_PLACED_WEBHOOKS],
    audit: null,
    notify: null,
  },
  'reservation.promoted': {
    live: ['reservation.updated'],
    webhooks: [...RESERVATION_PLACED_WEBHOOKS],
    audit: null,
    notify: 'promotion',
  },
  // Held while it is paid online: only its portion's quantities are news to others; it is announced once paid (placed).
  'reservation.held': { live: ['reservation.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'reservation.released': { live: ['reservation.updated'], webhooks: ['portion.updated'], audit: null, notify: null },
  'reservation.changed': {
    live: ['reservation.updated'],
    webhooks: ['reservation.updated', 'portion.updated'],
    audit: null,
    notify: null,
  },
  'reservation.noticed': { live: ['reservation.updated'], webhooks: [], audit: null, notify: 'change' },
  // Every change of a waste record is audited: the figures feed a legal report, so who changed what must show.
  'waste.recorded': { live: ['waste.recorded'], webhooks: ['waste.recorded'], audit: 'waste.recorded', notify: null },
  'waste.changed': { live: ['waste.changed'], webhooks: ['waste.changed'], audit: 'waste.changed', notify: null },
  'waste.deleted': { live: ['waste.deleted'], webhooks: ['waste.deleted'], audit: 'waste.deleted', notify: null },
  // Whoever holds a feed's address reads the person's reservations: making and renewing one is audited, never sent.
  'calendar_feed.created': { live: [], webhooks: [], audit: 'calendar_feed.created', notify: null },
  'calendar_feed.renewed': { live: [], webhooks: [], audit: 'calendar_feed.renewed', notify: null },
};
