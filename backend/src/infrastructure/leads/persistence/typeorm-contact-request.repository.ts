import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import type { ContactRequest } from '../../../domain/leads/contact-request.js';
import { CONTACT_REQUEST_SORT_FIELDS, ContactRequestRepository } from '../../../domain/leads/contact-request.repository.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { lockKey } from './advisory-lock.js';
import { ContactRequestMapper } from './lead.mappers.js';
import { ContactRequestOrmEntity } from './contact-request.orm-entity.js';

const SORT_COLUMNS = {
  createdAt: 'c.created_at',
  organizationName: 'c.organization_name',
  lastName: 'c.last_name',
  email: 'c.email',
  status: 'c.status',
  institutionType: 'c.institution_type',
  numberOfLocations: 'c.number_of_locations',
} satisfies Record<(typeof CONTACT_REQUEST_SORT_FIELDS)[number], string>;

@Injectable()
export class TypeormContactRequestRepository extends ContactRequestRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(ContactRequestOrmEntity);
  }

  async findById(id: string): Promise<ContactRequest | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? ContactRequestMapper.toDomain(row) : null;
  }

  async findByIdForUpdate(id: string): Promise<ContactRequest | null> {
    const row = await this.repo.createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id }).getOne();
    return row ? ContactRequestMapper.toDomain(row) : null;
  }

  async lockAndFindDuplicate(request: ContactRequest, since: Date): Promise<ContactRequest | null> {
    const organization = request.organizationName;
    await lockKey(this.uow.manager, `contact-request:${request.email}:${organization.toLowerCase()}`);
    const row = await this.repo
      .createQueryBuilder('c')
      .where('c.email = :email AND lower(c.organization_name) = lower(:organization)', { email: request.email, organization })
      .andWhere('c.spam = :spam AND c.created_at > :since', { spam: request.spam, since })
      .orderBy('c.created_at', 'DESC')
      .getOne();
    return row ? ContactRequestMapper.toDomain(row) : null;
  }

  async list(query: ListQuery): Promise<Page<ContactRequest>> {
    const qb = this.repo.createQueryBuilder('c');
    applyIdFilter(qb, query.filter);
    const { q, status, spam } = query.filter;
    if (q !== undefined) {
      qb.andWhere("(c.organization_name ILIKE :q OR (c.first_name || ' ' || c.last_name) ILIKE :q OR c.email ILIKE :q)", {
        q: containsPattern(q),
      });
    }
    if (status !== undefined) qb.andWhere('c.status = :status', { status });
    if (spam !== undefined || query.filter.id === undefined) qb.andWhere('c.spam = :spam', { spam: spam ?? false });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(ContactRequestMapper.toDomain), total: page.total };
  }

  async save(request: ContactRequest): Promise<void> {
    await this.repo.save(ContactRequestMapper.toPersistence(request));
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
