import type { ListQuery, Page } from '../shared/list-query.js';
import type { Partner } from './partner.js';

export abstract class PartnerRepository {
  abstract findById(id: string): Promise<Partner | null>;
  abstract findByUserId(userId: string): Promise<Partner | null>;
  abstract findByApplicationId(applicationId: string): Promise<Partner | null>;
  /** The active partner with this code, or null for an unknown or inactive one. */
  abstract findActiveByReferralCode(code: string): Promise<Partner | null>;
  abstract isReferralCodeTaken(code: string): Promise<boolean>;
  abstract list(query: ListQuery): Promise<Page<Partner>>;
  abstract save(partner: Partner): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const PARTNER_SORT_FIELDS = ['createdAt', 'company', 'contactName', 'email', 'referralCode', 'commissionRate', 'isActive'] as const;
