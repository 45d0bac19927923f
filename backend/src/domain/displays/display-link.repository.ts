import type { ListQuery, Page } from '../shared/list-query.js';
import type { DisplayLink } from './display-link.js';

/** What a screen shows and where its events come from: the location of a live link. */
export interface DisplayTarget {
  linkId: string;
  tenantId: string;
  locationId: string;
  locationName: string;
}

/** Every method but findLive and stillLive is scoped to one tenant and location; revoked links are never listed or found. */
export abstract class DisplayLinkRepository {
  abstract list(tenantId: string, locationId: string, query: ListQuery): Promise<Page<DisplayLink>>;
  abstract findById(tenantId: string, locationId: string, id: string): Promise<DisplayLink | null>;
  abstract save(link: DisplayLink): Promise<void>;
  /** The live link with this token hash, of an active location of an active tenant; null otherwise. */
  abstract findLive(tokenHash: string): Promise<DisplayTarget | null>;
  /** Which of these links are still live (as findLive judges them), in one query. */
  abstract stillLive(linkIds: string[]): Promise<Set<string>>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const DISPLAY_LINK_SORT_FIELDS = ['createdAt'] as const;
