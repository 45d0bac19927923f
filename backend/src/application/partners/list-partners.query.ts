import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { Partner } from '../../domain/partners/partner.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { PartnerNotFoundError } from '../../domain/partners/partners.errors.js';

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
