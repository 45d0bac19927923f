import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { ContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';

@Injectable()
export class ListContactRequestsQuery {
  constructor(private readonly requests: ContactRequestRepository) {}

  execute(query: ListQuery): Promise<Page<ContactRequest>> {
    return this.requests.list(query);
  }
}
