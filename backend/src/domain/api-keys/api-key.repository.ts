import type { ListQuery, Page } from '../shared/list-query.js';
import type { ApiKey, ApiKeyState } from './api-key.js';

/** What one authenticated call with a key learns: the key, and how many calls it made in the current window. */
export interface ApiKeyUse {
  key: ApiKeyState;
  callsInWindow: number;
  windowStartedAt: Date;
}

/** Every method but recordUse is scoped to one tenant; revoked keys are never listed or found. */
export abstract class ApiKeyRepository {
  abstract listByTenant(tenantId: string, query: ListQuery): Promise<Page<ApiKey>>;
  abstract findById(tenantId: string, id: string): Promise<ApiKey | null>;
  abstract save(key: ApiKey): Promise<void>;
  /**
   * Finds the live key of an active tenant with this secret hash and, in the same statement, records its use
   * and counts the call in a window of `windowSeconds` (shared by every instance). Null when no such key exists.
   */
  abstract recordUse(secretHash: string, now: Date, windowSeconds: number): Promise<ApiKeyUse | null>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const API_KEY_SORT_FIELDS = ['name', 'createdAt', 'lastUsedAt'] as const;
