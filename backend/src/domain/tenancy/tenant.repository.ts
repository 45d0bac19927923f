import type { ListQuery, Page } from '../shared/list-query.js';
import type { Tenant } from './tenant.js';

export abstract class TenantRepository {
  abstract findById(id: string): Promise<Tenant | null>;
  /** The tenants of these ids that exist. */
  abstract findByIds(ids: readonly string[]): Promise<Tenant[]>;
  /** Loads the tenant and locks its row until the surrounding unit of work ends. */
  abstract findByIdForUpdate(id: string): Promise<Tenant | null>;
  abstract slugExists(slug: string): Promise<boolean>;
  abstract list(query: ListQuery): Promise<Page<Tenant>>;
  abstract save(tenant: Tenant): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const TENANT_SORT_FIELDS = ['name', 'slug', 'plan', 'isActive', 'createdAt'] as const;
