import { Injectable } from '@nestjs/common';
import type { ContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { ContactRequestNotFoundError } from '../../domain/leads/leads.errors.js';
import type { LeadDetails } from './lead-details.js';

@Injectable()
export class GetContactRequestQuery {
  constructor(
    private readonly requests: ContactRequestRepository,
    private readonly history: LeadStatusHistory,
  ) {}

  async execute(id: string): Promise<LeadDetails<ContactRequest>> {
    const lead = await this.requests.findById(id);
    if (!lead) throw new ContactRequestNotFoundError();
    return { lead, history: await this.history.list('contact-request', id) };
  }
}
