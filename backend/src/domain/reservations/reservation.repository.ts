import type { ListQuery, Page } from '../shared/list-query.js';
import type { Portion, PortionRecord } from '../portions/index.js';
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

/** An open reservation at the counter: who holds it and what of its portion the kitchen needs to see. */
export interface CounterReservationRecord {
  reservation: Reservation;
  holderName: string;
  portion: Portion;
}

/** A placed reservation's portion as it is after it, and the pick-up code the insert gave. */
export type PlacedReservation = PortionRecord & { pickupCode: string };

/** A reservation found by its pick-up code, with where its portion is handed out. */
export interface CodedReservation {
  reservation: Reservation;
  locationId: string;
  locationName: string;
}

/** Every method is scoped to one tenant: a reservation of another tenant is never found. */
export abstract class ReservationRepository {
  abstract findById(tenantId: string, id: string): Promise<Reservation | null>;
  abstract findRecord(tenantId: string, id: string): Promise<ReservationRecord | null>;
  abstract listForUser(tenantId: string, userId: string, query: ListQuery): Promise<Page<ReservationRecord>>;
  /**
   * The reservations with who holds them, their portion and its location's name, whatever their status: what every list
   * shows of them, in one query; those not found are left out.
   */
  abstract findCounterRecords(tenantId: string, ids: string[]): Promise<(CounterReservationRecord & { locationName: string })[]>;
  abstract listForPortion(tenantId: string, portionId: string, query: ListQuery): Promise<Page<PortionReservationRecord>>;
  /** The portion's reservations that are neither picked up nor cancelled (reserved, or awaiting payment). */
  abstract listOpenForPortion(tenantId: string, portionId: string): Promise<Reservation[]>;
  /**
   * Locks the holder's user row until the unit of work ends, so that one person's parallel reservations queue
   * here, and counts their open reservations on portions whose window is still open at `now`.
   */
  abstract lockHolderAndCountOpen(tenantId: string, userId: string, now: Date): Promise<number>;
  /**
   * The reservation of the tenant with this pick-up code whose portion is on offer or ended less than 12 hours ago:
   * the open one if there is one, else the one handed over last. Any location: the caller says which is wrong.
   */
  abstract findByPickupCode(tenantId: string, code: string, now: Date): Promise<CodedReservation | null>;
  /** Today's open reservations of a location (portions on offer or ended less than 12 hours ago), oldest first. */
  abstract listOpenAtLocation(tenantId: string, locationId: string, now: Date): Promise<CounterReservationRecord[]>;
  /** A fresh pick-up code from the same sequence as the hot path's column default, for a reservation placed in a transaction. */
  abstract nextPickupCode(): Promise<string>;
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
  abstract place(reservation: Reservation, now: Date): Promise<PlacedReservation | null>;
  /**
   * The reservation hot path: place, as a statement of its own outside any unit of work, which commits by itself
   * (concurrent calls share statements and commits). Only for a tenant whose reservations need nothing else in their
   * transaction (ReservationNeedsReader); the caller hands the reservation's events to UnitOfWork.committed.
   */
  abstract placeAlone(reservation: Reservation, now: Date): Promise<PlacedReservation | null>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const RESERVATION_SORT_FIELDS = ['reservedAt', 'status'] as const;
