import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { ContactRequest, type NewContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { DUPLICATE_WINDOW_MS } from '../../domain/leads/duplicate-submission.js';
import { PartnerRepository } from '../../domain/partners/index.js';
import { LeadMails } from './lead-mails.js';
import { SubmissionRateLimiter } from './submission-rate-limiter.js';

/** Where a public submission came from: the caller's address and the hidden honeypot field. */
export interface SubmissionSource {
  ip: string;
  honeypot?: string | null;
}

@Injectable()
export class SubmitContactRequestUseCase {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly rateLimiter: SubmissionRateLimiter,
    private readonly unitOfWork: UnitOfWork,
    private readonly leadMails: LeadMails,
    private readonly clock: Clock,
    private readonly partners: PartnerRepository,
  ) {}

  /** Returns the stored request, or the first one when this is a duplicate. It is committed when this resolves. */
  async execute(input: NewContactRequest, source: SubmissionSource, referralCode?: string | null): Promise<ContactRequest> {
    const now = this.clock.now();
    // An unknown or inactive partner code is ignored silently.
    const partner = referralCode ? await this.partners.findActiveByReferralCode(referralCode) : null;
    // A filled honeypot is a bot: the request is kept as spam and answered like any other.
    const request = ContactRequest.receive(input, Boolean(source.honeypot?.trim()), now, partner?.id ?? null);
    const { stored, isNew } = await this.unitOfWork.run(async () => {
      await this.rateLimiter.admit(source.ip, now);
      const duplicate = await this.requests.lockAndFindDuplicate(request, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
      if (duplicate) return { stored: duplicate, isNew: false };
      await this.requests.save(request);
      // Spam (a filled honeypot) is stored but hears nothing, and sales is not bothered with it.
      if (!request.spam) await this.leadMails.contactRequestReceived(request);
      return { stored: request, isNew: true };
    });
    // By id only: the log holds no personal data.
    if (isNew && !stored.spam) this.logger.log(`Lead received: contact-request ${stored.id}`);
    return stored;
  }
}
