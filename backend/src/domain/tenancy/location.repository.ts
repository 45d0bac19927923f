import type { ListQuery, Page } from '../shared/list-query.js';
import type { Location } from './location.js';

/** Every method is scoped to one tenant: a location of another tenant is never found. */
export abstract class LocationRepository {
  abstract findById(tenantId: string, id: string): Promise<Location | null>;
  abstract list(tenantId: string, query: ListQuery): Promise<Page<Location>>;
  abstract countActive(tenantId: string): Promise<number>;
  abstract save(location: Location): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const LOCATION_SORT_FIELDS = ['name', 'isActive', 'createdAt'] as const;
