import type { ListQuery, Page } from '../shared/list-query.js';
import type { ContactRequest } from './contact-request.js';

export abstract class ContactRequestRepository {
  abstract findById(id: string): Promise<ContactRequest | null>;
  /** Loads the request and locks its row until the surrounding unit of work ends. */
  abstract findByIdForUpdate(id: string): Promise<ContactRequest | null>;
  /**
   * Serialises submissions with the same email and organisation until the unit of work ends, then
   * returns the latest stored since `since` with the same email, organisation (any case) and spam flag.
   */
  abstract lockAndFindDuplicate(request: ContactRequest, since: Date): Promise<ContactRequest | null>;
  /** Spam is left out unless the filter asks for it (`spam`) or names ids. */
  abstract list(query: ListQuery): Promise<Page<ContactRequest>>;
  abstract save(request: ContactRequest): Promise<void>;
  abstract delete(id: string): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const CONTACT_REQUEST_SORT_FIELDS = [
  'createdAt',
  'organizationName',
  'lastName',
  'email',
  'status',
  'institutionType',
  'numberOfLocations',
] as const;
