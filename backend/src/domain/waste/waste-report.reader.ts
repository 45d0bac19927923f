import type { DatePeriod } from './waste-figures.js';

/**
 * Sums over a period, read from the daily totals that the database keeps up to date as records, meals and portions
 * change: the cost of a report grows with its days and locations, never with the number of records.
 */
export interface WasteSums {
  wastedGrams: number;
  byStage: Record<string, number>;
  byReason: Record<string, number>;
  byDestination: Record<string, number>;
  mealsServed: number;
  rescuedPortions: number;
  /** Picked-up units of portions with a weight of their own, times that weight. */
  rescuedWeighedGrams: number;
  /** Picked-up units of portions without a weight: they count at the organisation's default weight. */
  rescuedUnweighedPortions: number;
}

export interface WeekSums {
  weekStart: string;
  wastedGrams: number;
  mealsServed: number;
  rescuedWeighedGrams: number;
  rescuedUnweighedPortions: number;
}

export interface LocationSums extends WasteSums {
  locationId: string;
  name: string;
}

export abstract class WasteReportReader {
  abstract sums(tenantId: string, period: DatePeriod, locationId: string | null, now: Date): Promise<WasteSums>;
  /** Every ISO week (Monday) that overlaps the period, including empty ones, in order. */
  abstract weeks(tenantId: string, period: DatePeriod, locationId: string | null, now: Date): Promise<WeekSums[]>;
  abstract perLocation(tenantId: string, period: DatePeriod, now: Date): Promise<LocationSums[]>;
  /** The local day of the tenant's first record, or null. */
  abstract firstRecordDay(tenantId: string): Promise<string | null>;
}
