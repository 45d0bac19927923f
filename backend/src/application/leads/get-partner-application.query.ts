import { Injectable } from '@nestjs/common';
import type { PartnerApplication } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { PartnerApplicationNotFoundError } from '../../domain/leads/leads.errors.js';
import { PartnerRepository } from '../../domain/partners/index.js';
import type { LeadDetails } from './lead-details.js';

@Injectable()
export class GetPartnerApplicationQuery {
  constructor(
    private readonly applications: PartnerApplicationRepository,
    private readonly history: LeadStatusHistory,
    private readonly partners: PartnerRepository,
  ) {}

  async execute(id: string): Promise<LeadDetails<PartnerApplication>> {
    const lead = await this.applications.findById(id);
    if (!lead) throw new PartnerApplicationNotFoundError();
    const partner = await this.partners.findByApplicationId(id);
    return { lead, history: await this.history.list('partner-application', id), partnerId: partner?.id ?? null };
  }
}
