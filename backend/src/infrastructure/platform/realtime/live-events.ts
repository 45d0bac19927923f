import type { Actor } from '../../../domain/shared/actor.js';

export type LiveEventType = 'portion.created' | 'portion.updated' | 'reservation.updated' | WasteLiveEventType;

/** A waste record's events: for kitchen and admin only, who may read waste. */
export type WasteLiveEventType = 'waste.recorded' | 'waste.changed' | 'waste.deleted';

/**
 * What a change asks to announce: a portion or a reservation, by id. It travels between instances as it is, with its
 * number; an instance reads its payload only when one of its streams watches the tenant.
 */
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

/**
 * A reservation's change with its portion's new state (quantities, status): one event tells every list what changed.
 * `portion` is null when the portion is gone.
 */
export interface ReservationChange {
  holderId: string;
  data: ReservationLiveData;
  portion: PortionLiveData | null;
}

/** The payloads of a ref, as read when an instance delivers it; null when its subject is gone. */
export type LivePayload =
  ({ kind: 'portion' } & PortionLiveData) | ({ kind: 'reservation' } & ReservationChange) | { kind: 'waste'; data: object } | null;

/**
 * Reads refs' payloads, in order, as the API lists answer now, with one query per kind for all of them (the
 * event-routing context knows how). Each instance reads a batch of events once, whatever number of viewers it has.
 */
export abstract class LivePayloadSource {
  abstract read(refs: LiveEventRef[]): Promise<LivePayload[]>;
}

/**
 * A numbered event as it travels between instances: identifiers only, a few hundred bytes at most. `resync` tells
 * that events may have been missed (the instance's connection dropped): clients fetch their lists once.
 */
export type LiveNotice = { seq: number; tenantId: string } & ({ type: LiveEventType; subjectId: string } | { type: 'resync' });

/**
 * A numbered event with its payload, as an instance delivers it to its streams. `resync` stands for an event whose
 * payload is missing (its subject is gone, or reading failed): clients fetch their lists once.
 */
export type LiveEvent = { seq: number; tenantId: string } & (
  | ({ type: 'portion.created' | 'portion.updated' } & PortionLiveData)
  | ({ type: 'reservation.updated' } & ReservationChange)
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
  abstract publish(refs: LiveEventRef[]): void;
}

const seesEveryReservation = (actor: Actor) => actor.role === 'kitchen' || actor.role === 'admin';

/** Which view of an event a viewer gets: all of it, part of it, only its portion, or nothing but its number. */
export type LiveView = 'all' | 'mine' | 'kitchen' | 'portion' | 'none';

/**
 * Portion events go to every user of the tenant, as every list shows them alike. A reservation's `mine` goes to its
 * owner only; its `handover` and `counter` shapes (the holder's name and pick-up code) to kitchen and admin, who may
 * read those lists; its portion to every user of the tenant. Waste events go to kitchen and admin, who may read waste.
 * Other tenants' users get nothing (no stream of theirs receives it).
 */
export function viewOf(event: LiveEvent, actor: Actor): LiveView {
  if (actor.tenantId === null || event.tenantId !== actor.tenantId) return 'none';
  if (event.type.startsWith('waste.')) return seesEveryReservation(actor) ? 'all' : 'none';
  if (event.type !== 'reservation.updated') return 'all';
  const owner = event.holderId === actor.userId;
  if (seesEveryReservation(actor)) return owner ? 'all' : 'kitchen';
  return owner ? 'mine' : 'portion';
}

/**
 * The data a view carries, or null for `none` (and for a reservation's `portion` view when the portion is gone).
 * A reservation's data is `{id, portionId, mine?, handover?, counter?, portion?}`.
 */
export function dataFor(event: LiveEvent, view: LiveView): object | null {
  if (view === 'none') return null;
  if (event.type === 'resync') return {};
  if (event.type !== 'reservation.updated') return event.data;
  const { id, portionId, mine, handover, counter } = event.data;
  const portion = event.portion ? { portion: event.portion.data } : null;
  if (view === 'portion') return portion && { portionId, ...portion };
  if (view === 'mine') return { id, portionId, mine, ...portion };
  if (view === 'kitchen') return { id, portionId, handover, counter, ...portion };
  return { ...event.data, ...portion };
}
