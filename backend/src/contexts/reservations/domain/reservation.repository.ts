import type { ListQuery, Page } from '../../../platform/domain/list-query.js';
import type { Portion } from '../../portions/domain/portion.js';
import type { PortionRecord } from '../../portions/domain/portion.repository.js';
import type { Reservation } from './reservation.js';

/** A reservation as a card shows it: with what it needs of its portion. */
export interface ReservationRecord {
  reservation: Reservation;
  portion: Portion;
  locationName: string;
}

/** A reservation as the kitchen sees it at the counter: with the name of who reserved it. */
export interface PortionReservationRecord {
  reservation: Reservation;
  holderName: string;
}

/**
 * What placeAlone did: the portion as it is after the reservation, or nothing and whether the reservation needs the
 * transactional path instead (a cap to count, or webhooks to enqueue with it).
 */
export type QuickPlacement = { placed: PortionRecord } | { placed: null; needsTransaction: boolean };

/** Every method is scoped to one tenant: a reservation of another tenant is never found. */
export abstract class ReservationRepository {
  abstract findById(tenantId: string, id: string): Promise<Reservation | null>;
  abstract findRecord(tenantId: string, id: string): Promise<ReservationRecord | null>;
  abstract listForUser(tenantId: string, userId: string, query: ListQuery): Promise<Page<ReservationRecord>>;
  abstract listForPortion(tenantId: string, portionId: string, query: ListQuery): Promise<Page<PortionReservationRecord>>;
  /** The portion's reservations that are neither picked up nor cancelled. */
  abstract listOpenForPortion(tenantId: string, portionId: string): Promise<Reservation[]>;
  /**
   * Locks the holder's user row until the unit of work ends, so that one person's parallel reservations queue
   * here, and counts their open reservations on portions whose window is still open at `now`.
   */
  abstract lockHolderAndCountOpen(tenantId: string, userId: string, now: Date): Promise<number>;
  /**
   * Saves, and hands the reservation to the unit of work, which sends what it recorded on commit.
   * Throws AlreadyReservedError when the holder already has an open reservation on the portion.
   */
  abstract save(reservation: Reservation): Promise<void>;
  abstract saveAll(reservations: Reservation[]): Promise<void>;
  /**
   * The reservation hot path, one atomic statement of its own (no unit of work): when the tenant sets no cap on
   * open reservations and has no webhook endpoint for reservation or portion events, takes the quantity off the
   * portion on the conditions of PortionRepository.reserve and inserts the reservation. Changes nothing when the
   * portion cannot give the quantity, or when the tenant needs the transactional path (`needsTransaction`: the
   * caller then counts under the holder's lock and enqueues the webhooks with it). Throws AlreadyReservedError like save.
   */
  abstract placeAlone(reservation: Reservation, now: Date): Promise<QuickPlacement>;
}
