import type { ScimToken, ScimTokenState } from './scim-token.js';

/** A token as the admin's list shows it: with the name of the person who made it. */
export interface ScimTokenListing extends ScimTokenState {
  createdByName: string;
}

export abstract class ScimTokenRepository {
  /** The tenant's live tokens, newest first. */
  abstract listByTenant(tenantId: string): Promise<ScimTokenListing[]>;
  /** One token as listed, also a revoked one. */
  abstract findListing(tenantId: string, id: string): Promise<ScimTokenListing | null>;
  abstract findById(tenantId: string, id: string): Promise<ScimToken | null>;
  abstract save(token: ScimToken): Promise<void>;
  /**
   * The tenant of a live token of an active tenant whose maker is still an active admin of it (or an active
   * superadmin), noting its use; null for anything else.
   */
  abstract recordUse(secretHash: string, now: Date): Promise<string | null>;
}
