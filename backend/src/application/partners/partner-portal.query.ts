import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { CommissionLedger, type PartnerMonth } from '../../domain/partners/commission-ledger.js';
import type { Partner } from '../../domain/partners/partner.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { ReferralReader, type Referral } from '../../domain/partners/referral-reader.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';

export interface PartnerCommissions {
  months: PartnerMonth[];
  totalPaidCents: number;
}

/** What a logged-in partner sees of their own programme: always scoped to the caller's partner, never another's. */
@Injectable()
export class PartnerPortalQuery {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly referrals: ReferralReader,
    private readonly ledger: CommissionLedger,
    private readonly users: UserRepository,
  ) {}

  /** The partner and the language of their login: their referral link opens the home page in it. */
  async profile(actor: Actor): Promise<{ partner: Partner; language: Language }> {
    const [partner, user] = await Promise.all([this.me(actor), this.users.findById(actor.userId)]);
    return { partner, language: user?.toState().language ?? DEFAULT_LANGUAGE };
  }

  async me(actor: Actor): Promise<Partner> {
    const partner = await this.partners.findByUserId(actor.userId);
    if (!partner) throw new ForbiddenError('not_a_partner', 'This login belongs to no partner');
    return partner;
  }

  async referralsOf(actor: Actor): Promise<Referral[]> {
    return this.referrals.referralsOf((await this.me(actor)).id);
  }

  async commissionsOf(actor: Actor): Promise<PartnerCommissions> {
    const months = await this.ledger.partnerMonths((await this.me(actor)).id);
    return { months, totalPaidCents: months.filter((month) => month.status === 'paid').reduce((sum, month) => sum + month.amountCents, 0) };
  }
}
