import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import type { PartnerApplication } from '../../../domain/leads/partner-application.js';
import { PARTNER_APPLICATION_SORT_FIELDS, PartnerApplicationRepository } from '../../../domain/leads/partner-application.repository.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { lockKey } from './advisory-lock.js';
import { PartnerApplicationMapper } from './lead.mappers.js';
import { PartnerApplicationOrmEntity } from './partner-application.orm-entity.js';

const SORT_COLUMNS = {
  createdAt: 'p.created_at',
  company: 'p.company',
  lastName: 'p.last_name',
  email: 'p.email',
  status: 'p.status',
} satisfies Record<(typeof PARTNER_APPLICATION_SORT_FIELDS)[number], string>;

@Injectable()
export class TypeormPartnerApplicationRepository extends PartnerApplicationRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(PartnerApplicationOrmEntity);
  }

  async findById(id: string): Promise<PartnerApplication | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? PartnerApplicationMapper.toDomain(row) : null;
  }

  async findByIdForUpdate(id: string): Promise<PartnerApplication | null> {
    const row = await this.repo.createQueryBuilder('p').setLock('pessimistic_write').where('p.id = :id', { id }).getOne();
    return row ? PartnerApplicationMapper.toDomain(row) : null;
  }

  async lockAndFindDuplicate(application: PartnerApplication, since: Date): Promise<PartnerApplication | null> {
    const company = application.company ?? '';
    await lockKey(this.uow.manager, `partner-application:${application.email}:${company.toLowerCase()}`);
    const row = await this.repo
      .createQueryBuilder('p')
      .where("p.email = :email AND lower(coalesce(p.company, '')) = lower(:company)", { email: application.email, company })
      .andWhere('p.spam = :spam AND p.created_at > :since', { spam: application.spam, since })
      .orderBy('p.created_at', 'DESC')
      .getOne();
    return row ? PartnerApplicationMapper.toDomain(row) : null;
  }

  async list(query: ListQuery): Promise<Page<PartnerApplication>> {
    const qb = this.repo.createQueryBuilder('p');
    applyIdFilter(qb, query.filter);
    const { q, status, spam } = query.filter;
    if (q !== undefined) {
      qb.andWhere("(p.company ILIKE :q OR (p.first_name || ' ' || p.last_name) ILIKE :q OR p.email ILIKE :q)", { q: containsPattern(q) });
    }
    if (status !== undefined) qb.andWhere('p.status = :status', { status });
    if (spam !== undefined || query.filter.id === undefined) qb.andWhere('p.spam = :spam', { spam: spam ?? false });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(PartnerApplicationMapper.toDomain), total: page.total };
  }

  async save(application: PartnerApplication): Promise<void> {
    await this.repo.save(PartnerApplicationMapper.toPersistence(application));
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
