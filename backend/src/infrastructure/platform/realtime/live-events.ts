import type { Actor } from '../../../domain/shared/actor.js';

export type LiveEventType = 'portion.created' | 'portion.updated' | 'reservation.updated' | WasteLiveEventType;

/** A waste record's events: for kitchen and admin only, who may read waste. */
export type WasteLiveEventType = 'waste.recorded' | 'waste.changed' | 'waste.deleted';

/** What a change asks to announce: a portion or a reservation, by id. Its payload is read when the event is numbered. */
export interface LiveEventRef {
  type: LiveEventType;
  tenantId: string;
  /** The portion's id for `portion.*`, the reservation's for `reservation.*`, the waste record's for `waste.*`. */
  subjectId: string;
}

/**
 * A reservation's new state in the shape of each list that holds it: `mine` as `GET /reservations` answers its owner,
 * `handover` as the kitchen's `GET /portions/{id}/reservations`, `counter` as `GET /locations/{id}/open-reservations`
 * (with the location). Each viewer gets only the shapes of the lists they may read (see `viewOf`).
 */
export interface ReservationLiveData {
  id: string;
  portionId: string;
  mine: object;
  handover: object;
  counter: object & { locationId: string };
}

/**
 * A portion's new state: `data` as the tenant's portion lists answer it, `screen` as a location's public screen lists it
 * (`GET /display/{token}/portions`, with the portion's `status`: no personal data such as `createdBy`).
 */
export interface PortionLiveData {
  locationId: string;
  data: object;
  screen: object;
}

/** The payloads of a ref, as read under the sequence lock; null when its subject is gone. */
export type LivePayload =
  | ({ kind: 'portion' } & PortionLiveData)
  | { kind: 'reservation'; holderId: string; data: ReservationLiveData }
  | { kind: 'waste'; data: object }
  | null;

/**
 * Reads the refs' payloads, in order, as the API lists answer now (the event-routing context knows how), with one query
 * per kind for all of them. The publisher hands one reader all the refs of a batch that were published with it.
 */
export type LivePayloadReader = (refs: LiveEventRef[]) => Promise<LivePayload[]>;

/**
 * A numbered event as it travels between instances. `resync` stands for an event whose payload could not be sent
 * (too large for a notification, or its subject is gone): clients fetch their lists once.
 */
export type LiveEvent = { seq: number; tenantId: string } & (
  | ({ type: 'portion.created' | 'portion.updated' } & PortionLiveData)
  | { type: 'reservation.updated'; holderId: string; data: ReservationLiveData }
  | { type: WasteLiveEventType; data: object }
  | { type: 'resync' }
);

/**
 * Sends events to every connected client of their tenant, on every instance. Call it after the unit of work
 * has committed, so that a change that rolled back is never announced. It only queues them: the change is made
 * whether or not its announcement gets out, and an answer waiting for the fan-out would queue every request behind
 * the previous batch (half the reservation rate). What is queued goes out before the instance stops.
 */
export abstract class LiveEventPublisher {
  abstract publish(refs: LiveEventRef[], read: LivePayloadReader): void;
}

const seesEveryReservation = (actor: Actor) => actor.role === 'kitchen' || actor.role === 'admin';

/** Which view of an event a viewer gets: all of it, part of it, or nothing but its number. */
export type LiveView = 'all' | 'mine' | 'kitchen' | 'none';

/**
 * Portion events go to every user of the tenant, as every list shows them alike. A reservation's `mine` goes to its
 * owner only; its `handover` and `counter` shapes (the holder's name and pick-up code) to kitchen and admin, who may
 * read those lists. Everyone else gets only the event's number.
 */
export function viewOf(event: LiveEvent, actor: Actor): LiveView {
  if (actor.tenantId === null || event.tenantId !== actor.tenantId) return 'none';
  if (event.type.startsWith('waste.')) return seesEveryReservation(actor) ? 'all' : 'none';
  if (event.type !== 'reservation.updated') return 'all';
  const owner = event.holderId === actor.userId;
  if (seesEveryReservation(actor)) return owner ? 'all' : 'kitchen';
  return owner ? 'mine' : 'none';
}

/** The data a view carries, or null for `none`. */
export function dataFor(event: LiveEvent, view: LiveView): object | null {
  if (view === 'none') return null;
  if (event.type === 'resync') return {};
  if (event.type !== 'reservation.updated') return event.data;
  const { id, portionId, mine, handover, counter } = event.data;
  if (view === 'mine') return { id, portionId, mine };
  if (view === 'kitchen') return { id, portionId, handover, counter };
  return event.data;
}
