import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { PartnerApplication } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';

@Injectable()
export class ListPartnerApplicationsQuery {
  constructor(private readonly applications: PartnerApplicationRepository) {}

  execute(query: ListQuery): Promise<Page<PartnerApplication>> {
    return this.applications.list(query);
  }
}
