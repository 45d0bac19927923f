/** What a tenant asks of each reservation beyond taking the quantity. */
export interface ReservationNeeds {
  /** The cap on a person's open reservations, counted under a lock; null: none. */
  maxOpenPerPerson: number | null;
  /** Whether an enabled webhook endpoint subscribes to something a reservation sends (written in its transaction). */
  webhooks: boolean;
  /** Paying online: the minutes a reservation holds its units awaiting payment; null: the tenant does not pay online. */
  holdMinutes: number | null;
}

/** Reads a tenant's needs, so that the reservation use case can choose its path: one statement, or a transaction. */
export abstract class ReservationNeedsReader {
  abstract read(tenantId: string): Promise<ReservationNeeds>;
}
