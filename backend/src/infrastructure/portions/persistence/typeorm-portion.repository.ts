import { Injectable } from '@nestjs/common';
import type { Portion } from '../../../domain/portions/portion.js';
import {
  PORTION_SORT_FIELDS,
  PortionRepository,
  type PortionListCriteria,
  type PortionRecord,
} from '../../../domain/portions/portion.repository.js';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { applyIdFilter, containsPattern, findPage } from '../../platform/database/list-page.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { PortionMapper, type PortionRow } from './portion.mapper.js';
import { openSql, reservableSql } from '../../../domain/portions/reservable.js';
import { PortionOrmEntity } from './portion.orm-entity.js';

// Property paths, not column names: TypeORM pages joined queries in two steps and resolves these itself.
const SORT_COLUMNS = { createdAt: 'p.createdAt', availableUntil: 'p.availableUntil', title: 'p.title' } satisfies Record<
  (typeof PORTION_SORT_FIELDS)[number],
  string
>;

/** SQL for the status a reader sees (see Portion.statusAt): a closed window reads as expired. */
const STATUS_AT = {
  available: openSql('p', ':now'),
  expired: `(p.status = 'expired' OR (p.status = 'available' AND NOT (${openSql('p', ':now')})))`,
  finished: `p.status = 'finished'`,
} as const;

@Injectable()
export class TypeormPortionRepository extends PortionRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(PortionOrmEntity);
  }

  async findById(tenantId: string, id: string): Promise<Portion | null> {
    const row = await this.repo.findOneBy({ tenantId, id });
    return row ? PortionMapper.toDomain(row) : null;
  }

  async findByIdForUpdate(tenantId: string, id: string): Promise<Portion | null> {
    const row = await this.repo
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.id = :id AND p.tenant_id = :tenantId', { id, tenantId })
      .getOne();
    return row ? PortionMapper.toDomain(row) : null;
  }

  async findRecord(tenantId: string, id: string): Promise<PortionRecord | null> {
    const row = await this.repo
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.location', 'l')
      .where('p.id = :id AND p.tenant_id = :tenantId', { id, tenantId })
      .getOne();
    return row ? toRecord(row) : null;
  }

  async findRecords(tenantId: string, ids: string[]): Promise<PortionRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.repo
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.location', 'l')
      .where('p.id IN (:...ids) AND p.tenant_id = :tenantId', { ids, tenantId })
      .getMany();
    return rows.map(toRecord);
  }

  async list(tenantId: string, criteria: PortionListCriteria, query: ListQuery): Promise<Page<PortionRecord>> {
    const { now } = criteria;
    const qb = this.repo.createQueryBuilder('p').innerJoinAndSelect('p.location', 'l').where('p.tenant_id = :tenantId', { tenantId });
    applyIdFilter(qb, query.filter);
    if (criteria.reservableOnly) {
      qb.andWhere(criteria.withFullyBooked ? openSql('p', ':now') : reservableSql('p', '1', ':now'), { now });
    }
    if (criteria.locationId !== undefined) qb.andWhere('p.location_id = :locationId', { locationId: criteria.locationId });
    const { q, status } = query.filter;
    if (q !== undefined) qb.andWhere('p.title ILIKE :q', { q: containsPattern(q) });
    if (status !== undefined) qb.andWhere(STATUS_AT[status as keyof typeof STATUS_AT], { now });
    const defaultSort = criteria.reservableOnly
      ? { field: 'availableUntil', order: 'ASC' as const }
      : { field: 'createdAt', order: 'DESC' as const };
    const page = await findPage(qb, query, SORT_COLUMNS, defaultSort);
    return { items: page.items.map(toRecord), total: page.total };
  }

  async save(portion: Portion): Promise<void> {
    await this.repo.upsert(PortionMapper.toPersistence(portion), ['id']);
    this.uow.collect(portion);
  }

  async saveAll(portions: Portion[]): Promise<void> {
    if (portions.length > 0) await this.repo.upsert(portions.map(PortionMapper.toPersistence), ['id']);
    for (const portion of portions) this.uow.collect(portion);
  }

  async lockOverdue(now: Date): Promise<Portion[]> {
    // SKIP LOCKED: a portion another instance (or a reservation) holds now is left for the next run.
    const rows = (await this.uow.manager.query(
      `SELECT * FROM portions WHERE status = 'available' AND available_until <= $1 ORDER BY id FOR UPDATE SKIP LOCKED`,
      [now],
    )) as PortionRow[];
    return rows.map(PortionMapper.fromRow);
  }
}

function toRecord(row: PortionOrmEntity): PortionRecord {
  return { portion: PortionMapper.toDomain(row), locationName: row.location!.name };
}
