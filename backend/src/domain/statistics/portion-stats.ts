/**
 * The admin statistics and how each figure is defined. Every figure counts quantities of the same portions
 * (all portions offered, or those of one location), so they agree with each other:
 * picked up + no-shows ≤ reserved ≤ offered, and the waste reduction is picked up ÷ offered.
 *
 * A no-show ("Niet opgehaald") is the quantity of a reservation that is still open (neither picked up nor
 * cancelled) once its portion is over: its end time has passed, or it is no longer on offer (`expired` or
 * `finished`). That is a reservation's `overdue` (Reservation.isOverdueAt): a portion that closes before its end
 * time keeps no open reservations (a withdrawal cancels them; `finished` means none is open). A late pick-up at
 * the counter turns a no-show into picked up.
 */

/** Too Good To Go's convention: every meal saved from the bin avoids 2.5 kg CO2-equivalent. */
export const CO2E_KG_PER_MEAL = 2.5;
/** The quantities every statistic is built from. */
export interface StatsTotals {
  /** Quantity offered. */
  offered: number;
  /** Quantity in reservations that were not cancelled (still open or picked up). */
  reserved: number;
  /** Quantity picked up. */
  pickedUp: number;
  /** What the picked-up quantity was worth at the prices it was reserved at, in euro cents. */
  pickedUpValueCents: number;
  /** Quantity still reserved once its portion is over: not picked up (see above). */
  noShows: number;
}

export interface TenantStats {
  totalPortions: number;
  totalReservations: number;
  totalSaved: number;
  /** Of the reserved quantity, what was not picked up once its portion was over. */
  totalNoShows: number;
  /** Whole percentage of the offered quantity that was picked up; 0 when nothing was offered. */
  wasteReduction: number;
  /** CO2-equivalent avoided by the portions picked up, in kg. */
  co2eKg: number;
  /** What colleagues paid for the portions picked up, in euro cents; 0 when no prices are set. */
  moneySavedCents: number;
}

export type StatsPeriod = 'day' | 'week';

/** One day or one ISO week, with the portions offered in it. */
export interface PeriodStats {
  /** The day, or the Monday of the ISO week, in Europe/Amsterdam, as YYYY-MM-DD. */
  start: string;
  totals: StatsTotals;
}

export interface LocationStats {
  locationId: string;
  name: string;
  totals: StatsTotals;
}

/** A row of the analytics: the quantities and the figures derived from them. */
export interface StatsRow {
  offered: number;
  reserved: number;
  pickedUp: number;
  noShows: number;
  wasteReduction: number;
  co2eKg: number;
  moneySavedCents: number;
}

export const MAX_STATS_WEEKS = 104;
export const MAX_STATS_DAYS = 366;

export interface StatsFilter {
  /** Only the portions of this location (of the tenant); all locations when absent. */
  locationId?: string;
}

/** How many portions (offers) and how much quantity carried one allergen or diet code. */
export interface CodeCount {
  code: string;
  portions: number;
  offered: number;
  /** Whole percentage of the period's offered quantity. */
  sharePercent: number;
}

/** The portions offered in a period by what they contain and their diet marks, e.g. the vegetarian share. */
export interface FoodStats {
  /** The first local day counted (YYYY-MM-DD). */
  since: string;
  portions: number;
  offered: number;
  /** Declared as containing none of the 14 allergens. */
  noAllergens: CodeCount;
  /** Offered before allergens had to be declared, with none listed. */
  undeclared: CodeCount;
  /** One entry per allergen code (all 14, in the regulation's order), also when zero. */
  allergens: CodeCount[];
  mayContain: CodeCount[];
  /** One entry per diet mark, also when zero. */
  diet: CodeCount[];
}

/** Raw counts per code as the reader finds them. */
export interface FoodCounts {
  since: string;
  portions: number;
  offered: number;
  noAllergens: { portions: number; offered: number };
  undeclared: { portions: number; offered: number };
  allergens: Record<string, { portions: number; offered: number }>;
  mayContain: Record<string, { portions: number; offered: number }>;
  diet: Record<string, { portions: number; offered: number }>;
}

export function toFoodStats(counts: FoodCounts, allergenCodes: readonly string[], dietCodes: readonly string[]): FoodStats {
  const share = (count: { portions: number; offered: number } | undefined, code: string): CodeCount => ({
    code,
    portions: count?.portions ?? 0,
    offered: count?.offered ?? 0,
    sharePercent: wasteReductionPercent(count?.offered ?? 0, counts.offered),
  });
  return {
    since: counts.since,
    portions: counts.portions,
    offered: counts.offered,
    noAllergens: share(counts.noAllergens, 'none'),
    undeclared: share(counts.undeclared, 'undeclared'),
    allergens: allergenCodes.map((code) => share(counts.allergens[code], code)),
    mayContain: allergenCodes.map((code) => share(counts.mayContain[code], code)),
    diet: dietCodes.map((code) => share(counts.diet[code], code)),
  };
}

/**
 * Read port for the admin statistics; each method is one query, and the adapter keeps the tenant (and the
 * location filter) in its SQL. Null when the tenant does not exist.
 */
export abstract class PortionStatsReader {
  /** `now` decides which open portions are over, so which of their reservations are no-shows. */
  abstract totals(tenantId: string, filter: StatsFilter, now: Date): Promise<StatsTotals | null>;
  /** `count` periods, oldest first, ending with the one that contains `now`; empty periods included. */
  abstract series(tenantId: string, period: StatsPeriod, count: number, filter: StatsFilter, now: Date): Promise<PeriodStats[] | null>;
  /** Every location of the tenant, active or not, by name. */
  abstract perLocation(tenantId: string, now: Date): Promise<LocationStats[] | null>;
  /** The portions offered in the last `days` local days (today included), by allergen and diet code. */
  abstract food(tenantId: string, days: number, filter: StatsFilter, now: Date): Promise<FoodCounts | null>;
}

/** Whole percentage of `part` in `whole`; 0 for an empty whole. */
export function wasteReductionPercent(pickedUp: number, offered: number): number {
  return offered === 0 ? 0 : Math.round((100 * pickedUp) / offered);
}

/** CO2e avoided by `meals` picked up, in kg, to one decimal. */
export function co2eKgSaved(meals: number): number {
  return Math.round(meals * CO2E_KG_PER_MEAL * 10) / 10;
}

export function toStatsRow(totals: StatsTotals): StatsRow {
  return {
    offered: totals.offered,
    reserved: totals.reserved,
    pickedUp: totals.pickedUp,
    noShows: totals.noShows,
    wasteReduction: wasteReductionPercent(totals.pickedUp, totals.offered),
    co2eKg: co2eKgSaved(totals.pickedUp),
    moneySavedCents: totals.pickedUpValueCents,
  };
}

export function toTenantStats(totals: StatsTotals): TenantStats {
  const row = toStatsRow(totals);
  return {
    totalPortions: row.offered,
    totalReservations: row.reserved,
    totalSaved: row.pickedUp,
    totalNoShows: row.noShows,
    wasteReduction: row.wasteReduction,
    co2eKg: row.co2eKg,
    moneySavedCents: row.moneySavedCents,
  };
}
