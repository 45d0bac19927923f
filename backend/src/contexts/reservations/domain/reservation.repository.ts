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
   * Takes `quantity` off the portion if the reservable rule allows it and inserts the reservation, as one statement in
   * the current unit of work, to which it hands the reservation; returns the portion after it, or null when the
   * portion cannot give the quantity (then nothing changed). Throws AlreadyReservedError like save.
   */
  abstract place(reservation: Reservation, now: Date): Promise<PortionRecord | null>;
  /**
   * The reservation hot path: place, as a statement of its own outside any unit of work, which commits by itself
   * (concurrent calls share statements and commits). Only for a tenant whose reservations need nothing else in their
   * transaction (ReservationNeedsReader); the caller hands the reservation's events to UnitOfWork.committed.
   */
  abstract placeAlone(reservation: Reservation, now: Date): Promise<PortionRecord | null>;
}
