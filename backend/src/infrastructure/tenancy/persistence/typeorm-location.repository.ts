import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import type { Location } from '../../../domain/tenancy/location.js';
import { LOCATION_SORT_FIELDS, LocationRepository } from '../../../domain/tenancy/location.repository.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { LocationMapper } from './location.mapper.js';
import { LocationOrmEntity } from './location.orm-entity.js';

const SORT_COLUMNS = { name: 'l.name', isActive: 'l.is_active', createdAt: 'l.created_at' } satisfies Record<
  (typeof LOCATION_SORT_FIELDS)[number],
  string
>;

@Injectable()
export class TypeormLocationRepository extends LocationRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(LocationOrmEntity);
  }

  async findById(tenantId: string, id: string): Promise<Location | null> {
    const row = await this.repo.findOneBy({ tenantId, id });
    return row ? LocationMapper.toDomain(row) : null;
  }

  async list(tenantId: string, query: ListQuery): Promise<Page<Location>> {
    const qb = this.repo.createQueryBuilder('l').where('l.tenant_id = :tenantId', { tenantId });
    applyIdFilter(qb, query.filter);
    const { q, isActive } = query.filter;
    if (q !== undefined) qb.andWhere('(l.name ILIKE :q OR l.address ILIKE :q)', { q: containsPattern(q) });
    if (isActive !== undefined) qb.andWhere('l.is_active = :isActive', { isActive });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'name', order: 'ASC' });
    return { items: page.items.map(LocationMapper.toDomain), total: page.total };
  }

  countActive(tenantId: string): Promise<number> {
    return this.repo.countBy({ tenantId, isActive: true });
  }

  async save(location: Location): Promise<void> {
    await this.repo.save(LocationMapper.toPersistence(location));
  }
}
