import type { ListQuery, Page } from '../shared/list-query.js';
import type { PartnerApplication } from './partner-application.js';

export abstract class PartnerApplicationRepository {
  abstract findById(id: string): Promise<PartnerApplication | null>;
  abstract findByIdForUpdate(id: string): Promise<PartnerApplication | null>;
  /** As for contact requests, with the company as the organisation (none counts as the same). */
  abstract lockAndFindDuplicate(application: PartnerApplication, since: Date): Promise<PartnerApplication | null>;
  /** Spam is left out unless the filter asks for it (`spam`) or names ids. */
  abstract list(query: ListQuery): Promise<Page<PartnerApplication>>;
  abstract save(application: PartnerApplication): Promise<void>;
  abstract delete(id: string): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const PARTNER_APPLICATION_SORT_FIELDS = ['createdAt', 'company', 'lastName', 'email', 'status'] as const;
