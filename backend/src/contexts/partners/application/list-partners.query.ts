import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../platform/domain/list-query.js';
import type { Partner } from '../domain/partner.js';
import { PartnerRepository } from '../domain/partner.repository.js';
import { PartnerNotFoundError } from '../domain/partners.errors.js';

@Injectable()
export class ListPartnersQuery {
  constructor(private readonly partners: PartnerRepository) {}

  list(query: ListQuery): Promise<Page<Partner>> {
    return this.partners.list(query);
  }

  async get(id: string): Promise<Partner> {
    const partner = await this.partners.findById(id);
    if (!partner) throw new PartnerNotFoundError();
    return partner;
  }
}
