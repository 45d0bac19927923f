import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { PartnerApplication, type NewPartnerApplication } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import { DUPLICATE_WINDOW_MS } from '../../domain/leads/duplicate-submission.js';
import { LeadMails } from './lead-mails.js';
import { SubmissionRateLimiter } from './submission-rate-limiter.js';
import type { SubmissionSource } from './submit-contact-request.use-case.js';

@Injectable()
export class SubmitPartnerApplicationUseCase {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly applications: PartnerApplicationRepository,
    private readonly rateLimiter: SubmissionRateLimiter,
    private readonly unitOfWork: UnitOfWork,
    private readonly leadMails: LeadMails,
    private readonly clock: Clock,
  ) {}

  /** Same rules as a contact request: honeypot, rate limit, duplicates; committed when this resolves. */
  async execute(input: NewPartnerApplication, source: SubmissionSource): Promise<PartnerApplication> {
    const now = this.clock.now();
    const application = PartnerApplication.receive(input, Boolean(source.honeypot?.trim()), now);
    const { stored, isNew } = await this.unitOfWork.run(async () => {
      await this.rateLimiter.admit(source.ip, now);
      const duplicate = await this.applications.lockAndFindDuplicate(application, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
      if (duplicate) return { stored: duplicate, isNew: false };
      await this.applications.save(application);
      // Spam (a filled honeypot) is stored but hears nothing, and sales is not bothered with it.
      if (!application.spam) await this.leadMails.partnerApplicationReceived(application);
      return { stored: application, isNew: true };
    });
    // By id only: the log holds no personal data.
    if (isNew && !stored.spam) this.logger.log(`Lead received: partner-application ${stored.id}`);
    return stored;
  }
}
