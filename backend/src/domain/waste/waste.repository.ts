import type { ListQuery, Page } from '../shared/list-query.js';
import type { WasteReasonState } from './waste-reason.js';
import type { WasteRecord, WasteRecordState } from './waste-record.js';

/** A record with the name of whoever recorded it (an erased user reads as the erased placeholder). */
export interface WasteRecordView extends WasteRecordState {
  recordedByName: string;
  locationName: string;
}

export const WASTE_RECORD_SORT_FIELDS = ['recordedAt', 'weightGrams', 'stage', 'createdAt'] as const;

export interface WasteRecordFilter {
  locationId?: string;
  stage?: string;
  /** Local days (Europe/Amsterdam), both included. */
  from?: string;
  to?: string;
}

/** Every method is scoped to the tenant: another tenant's id reads as not found. */
export abstract class WasteRecordRepository {
  abstract findById(tenantId: string, id: string): Promise<WasteRecord | null>;
  abstract findView(tenantId: string, id: string): Promise<WasteRecordView | null>;
  /** The records of `ids` that exist, in one read (the live events of a batch). */
  abstract findViews(tenantId: string, ids: string[]): Promise<WasteRecordView[]>;
  /** A page of at most `maxRows` (the list size by default; an export asks for more). */
  abstract list(tenantId: string, filter: WasteRecordFilter, query: ListQuery, maxRows?: number): Promise<Page<WasteRecordView>>;
  abstract save(record: WasteRecord): Promise<void>;
  abstract delete(record: WasteRecord): Promise<void>;
}

/** The tenant's stored reasons: its own, and the defaults it archived. */
export abstract class WasteReasonRepository {
  abstract listStored(tenantId: string): Promise<WasteReasonState[]>;
  abstract save(tenantId: string, reason: WasteReasonState): Promise<void>;
}

export interface MealsServedDay {
  locationId: string;
  date: string;
  meals: number;
}

export abstract class MealsServedRepository {
  abstract set(tenantId: string, entry: MealsServedDay): Promise<void>;
  abstract list(tenantId: string, from: string, to: string, locationId: string | null): Promise<MealsServedDay[]>;
}
