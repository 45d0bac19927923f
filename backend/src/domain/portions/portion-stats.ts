export interface TenantStats {
  /** Quantity offered. */
  totalPortions: number;
  /** Quantity in reservations that were not cancelled. */
  totalReservations: number;
  /** Quantity picked up. */
  totalSaved: number;
  /** Whole percentage picked up of what was offered in portions that are over (finished or expired). */
  wasteReduction: number;
}

export interface WeeklyStats {
  /** Monday of the ISO week in Europe/Amsterdam, as YYYY-MM-DD. */
  weekStart: string;
  offered: number;
  reserved: number;
  pickedUp: number;
  /** Of that, the quantity still reserved after the portion's window closed: reserved but never picked up. */
  noShows: number;
}

export interface StatsTotals {
  offered: number;
  reserved: number;
  pickedUp: number;
  /** Offered and picked up in portions that are finished or expired. */
  closedOffered: number;
  closedPickedUp: number;
}

export const MAX_STATS_WEEKS = 104;

/** Read port for the admin statistics; each method is one query. Null when the tenant does not exist. */
export abstract class PortionStatsReader {
  abstract totals(tenantId: string, now: Date): Promise<StatsTotals | null>;
  abstract weekly(tenantId: string, weeks: number, now: Date): Promise<WeeklyStats[] | null>;
}

export function toTenantStats(totals: StatsTotals): TenantStats {
  return {
    totalPortions: totals.offered,
    totalReservations: totals.reserved,
    totalSaved: totals.pickedUp,
    wasteReduction: totals.closedOffered === 0 ? 0 : Math.round((100 * totals.closedPickedUp) / totals.closedOffered),
  };
}
