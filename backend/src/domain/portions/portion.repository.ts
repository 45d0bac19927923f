import type { ListQuery, Page } from '../shared/list-query.js';
import type { Portion } from './portion.js';

/** A portion as lists and cards show it: with its location's name. */
export interface PortionRecord {
  portion: Portion;
  locationName: string;
}

export interface PortionListCriteria {
  /** Only what can be reserved now: the reservable rule for a quantity of 1 (reservable.ts). */
  reservableOnly: boolean;
  /** With reservableOnly: fully booked portions still on offer too (their waiting list can be joined). */
  withFullyBooked?: boolean;
  locationId?: string;
  now: Date;
}

/** Every method but lockOverdue is scoped to one tenant: a portion of another tenant is never found. */
export abstract class PortionRepository {
  abstract findById(tenantId: string, id: string): Promise<Portion | null>;
  /** Locks the row until the unit of work ends; every change of a portion or its reservations takes this lock first. */
  abstract findByIdForUpdate(tenantId: string, id: string): Promise<Portion | null>;
  abstract findRecord(tenantId: string, id: string): Promise<PortionRecord | null>;
  /** The portions with these ids, in one query; those not found are left out. */
  abstract findRecords(tenantId: string, ids: string[]): Promise<PortionRecord[]>;
  abstract list(tenantId: string, criteria: PortionListCriteria, query: ListQuery): Promise<Page<PortionRecord>>;
  /**
   * The food safety log: every portion of one location offered on the calendar days from `fromDay` to `toDay`
   * (YYYY-MM-DD, Belgian and Dutch time), oldest first.
   */
  abstract listOfferedAt(tenantId: string, locationId: string, fromDay: string, toDay: string): Promise<PortionRecord[]>;
  /** Saves, and hands the portion to the unit of work, which sends what it recorded on commit. */
  abstract save(portion: Portion): Promise<void>;
  abstract saveAll(portions: Portion[]): Promise<void>;
  /**
   * Locks every portion stored as available whose window has closed or whose hot holding has ended, across tenants,
   * until the unit of work ends.
   */
  abstract lockOverdue(now: Date): Promise<Portion[]>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const PORTION_SORT_FIELDS = ['createdAt', 'availableUntil', 'title'] as const;
