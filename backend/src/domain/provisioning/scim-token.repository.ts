import type { ScimToken } from './scim-token.js';

export abstract class ScimTokenRepository {
  /** The tenant's live tokens, newest first. */
  abstract listByTenant(tenantId: string): Promise<ScimToken[]>;
  abstract findById(tenantId: string, id: string): Promise<ScimToken | null>;
  abstract save(token: ScimToken): Promise<void>;
  /** The tenant of a live token of an active tenant, noting its use; null for anything else. */
  abstract recordUse(secretHash: string, now: Date): Promise<string | null>;
}
