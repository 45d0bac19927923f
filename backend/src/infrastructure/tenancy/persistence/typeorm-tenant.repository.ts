import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { SlugTakenError } from '../../../domain/tenancy/tenancy.errors.js';
import type { Tenant } from '../../../domain/tenancy/tenant.js';
import { TENANT_SORT_FIELDS, TenantRepository } from '../../../domain/tenancy/tenant.repository.js';
import { applyIdFilter, containsPattern, findPage, isUniqueViolation } from '../../platform/database/list-page.js';
import { selectColumns } from '../../platform/database/select-columns.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { TenantMapper } from './tenant.mapper.js';
import { TenantOrmEntity } from './tenant.orm-entity.js';

const SORT_COLUMNS = {
  name: 't.name',
  slug: 't.slug',
  plan: 't.plan',
  isActive: 't.is_active',
  createdAt: 't.created_at',
} satisfies Record<(typeof TENANT_SORT_FIELDS)[number], string>;

@Injectable()
export class TypeormTenantRepository extends TenantRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(TenantOrmEntity);
  }

  async findById(id: string): Promise<Tenant | null> {
    // The profile and the principal read their tenant on every uncached request: see TypeormUserRepository.findById.
    const [row] = await this.uow.prepared<TenantOrmEntity>(
      'tenants_find_by_id',
      `SELECT ${selectColumns(this.repo.metadata)} FROM tenants WHERE id = $1`,
      [id],
    );
    return row ? TenantMapper.toDomain(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Tenant[]> {
    if (ids.length === 0) return [];
    return (await this.repo.findBy({ id: In([...ids]) })).map(TenantMapper.toDomain);
  }

  async findByIdForUpdate(id: string): Promise<Tenant | null> {
    const row = await this.repo.createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
    return row ? TenantMapper.toDomain(row) : null;
  }

  slugExists(slug: string): Promise<boolean> {
    return this.repo.existsBy({ slug });
  }

  async list(query: ListQuery): Promise<Page<Tenant>> {
    const qb = this.repo.createQueryBuilder('t');
    applyIdFilter(qb, query.filter);
    const { q, plan, isActive } = query.filter;
    if (q !== undefined) qb.andWhere('(t.name ILIKE :q OR t.slug ILIKE :q)', { q: containsPattern(q) });
    if (plan !== undefined) qb.andWhere('t.plan = :plan', { plan });
    if (isActive !== undefined) qb.andWhere('t.is_active = :isActive', { isActive });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'DESC' });
    return { items: page.items.map(TenantMapper.toDomain), total: page.total };
  }

  async save(tenant: Tenant): Promise<void> {
    try {
      await this.repo.save(TenantMapper.toPersistence(tenant));
    } catch (error) {
      if (isUniqueViolation(error, 'tenants_slug_key')) throw new SlugTakenError(tenant.slug);
      throw error;
    }
  }
}
