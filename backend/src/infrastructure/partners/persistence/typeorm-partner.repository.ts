import { Injectable } from '@nestjs/common';
import type { FindOptionsWhere } from 'typeorm';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { Partner } from '../../../domain/partners/partner.js';
import { PARTNER_SORT_FIELDS, PartnerRepository } from '../../../domain/partners/partner.repository.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { PartnerOrmEntity } from './partner.orm-entity.js';

const SORT_COLUMNS = {
  createdAt: 'p.created_at',
  company: 'p.company',
  contactName: 'p.contact_name',
  email: 'p.email',
  referralCode: 'p.referral_code',
  commissionRate: 'p.commission_rate',
  isActive: 'p.is_active',
} satisfies Record<(typeof PARTNER_SORT_FIELDS)[number], string>;

const toDomain = (row: PartnerOrmEntity) => Partner.restore({ ...row });

@Injectable()
export class TypeormPartnerRepository extends PartnerRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(PartnerOrmEntity);
  }

  private async one(where: FindOptionsWhere<PartnerOrmEntity>): Promise<Partner | null> {
    const row = await this.repo.findOneBy(where);
    return row ? toDomain(row) : null;
  }

  findById(id: string): Promise<Partner | null> {
    return this.one({ id });
  }

  findByUserId(userId: string): Promise<Partner | null> {
    return this.one({ userId });
  }

  findByApplicationId(applicationId: string): Promise<Partner | null> {
    return this.one({ applicationId });
  }

  findActiveByReferralCode(code: string): Promise<Partner | null> {
    return this.one({ referralCode: code, isActive: true });
  }

  async isReferralCodeTaken(code: string): Promise<boolean> {
    return this.repo.existsBy({ referralCode: code });
  }

  async list(query: ListQuery): Promise<Page<Partner>> {
    const qb = this.repo.createQueryBuilder('p');
    applyIdFilter(qb, query.filter);
    const { q, isActive } = query.filter;
    if (q !== undefined)
      qb.andWhere('(p.company ILIKE :q OR p.contact_name ILIKE :q OR p.email ILIKE :q OR p.referral_code ILIKE :q)', {
        q: containsPattern(q),
      });
    if (isActive !== undefined) qb.andWhere('p.is_active = :isActive', { isActive });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(toDomain), total: page.total };
  }

  async save(partner: Partner): Promise<void> {
    await this.repo.save(Object.assign(new PartnerOrmEntity(), partner.toState()));
  }
}
