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
import { PortionTemperatureOrmEntity } from './portion-temperature.orm-entity.js';

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

/** A log covers at most 92 days; this keeps one answer bounded however busy the kitchen. */
const FOOD_SAFETY_LOG_MAX = 5000;

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
    return row ? (await this.toDomain([row]))[0]! : null;
  }

  async findByIdForUpdate(tenantId: string, id: string): Promise<Portion | null> {
    const row = await this.repo
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.id = :id AND p.tenant_id = :tenantId', { id, tenantId })
      .getOne();
    return row ? (await this.toDomain([row]))[0]! : null;
  }

  async findRecord(tenantId: string, id: string): Promise<PortionRecord | null> {
    const row = await this.repo
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.location', 'l')
      .where('p.id = :id AND p.tenant_id = :tenantId', { id, tenantId })
      .getOne();
    return row ? (await this.toRecords([row]))[0]! : null;
  }

  async findRecords(tenantId: string, ids: string[]): Promise<PortionRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.repo
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.location', 'l')
      .where('p.id IN (:...ids) AND p.tenant_id = :tenantId', { ids, tenantId })
      .getMany();
    return this.toRecords(rows);
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
    return { items: await this.toRecords(page.items), total: page.total };
  }

  async listOfferedAt(tenantId: string, locationId: string, fromDay: string, toDay: string): Promise<PortionRecord[]> {
    const rows = await this.repo
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.location', 'l')
      .where('p.tenant_id = :tenantId AND p.location_id = :locationId', { tenantId, locationId })
      .andWhere(`p.created_at >= (CAST(:fromDay AS date)::timestamp AT TIME ZONE 'Europe/Brussels')`, { fromDay })
      .andWhere(`p.created_at < ((CAST(:toDay AS date) + 1)::timestamp AT TIME ZONE 'Europe/Brussels')`, { toDay })
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .take(FOOD_SAFETY_LOG_MAX)
      .getMany();
    return this.toRecords(rows);
  }

  async save(portion: Portion): Promise<void> {
    await this.saveAll([portion]);
  }

  async saveAll(portions: Portion[]): Promise<void> {
    if (portions.length === 0) return;
    await this.repo.upsert(portions.map(PortionMapper.toPersistence), ['id']);
    // Temperatures are only ever added: rows already stored are left as they are.
    const temperatures = portions.flatMap(PortionMapper.temperatureRows);
    if (temperatures.length > 0) {
      await this.uow.manager.createQueryBuilder().insert().into(PortionTemperatureOrmEntity).values(temperatures).orIgnore().execute();
    }
    for (const portion of portions) this.uow.collect(portion);
  }

  async lockOverdue(now: Date): Promise<Portion[]> {
    // SKIP LOCKED: a portion another instance (or a reservation) holds now is left for the next run.
    const rows = (await this.uow.manager.query(
      `SELECT * FROM portions WHERE status = 'available' AND (available_until <= $1 OR hold_until <= $1)
        ORDER BY id FOR UPDATE SKIP LOCKED`,
      [now],
    )) as PortionRow[];
    const temperatures = await this.temperaturesOf(rows.map((row) => row.id));
    return rows.map((row) => PortionMapper.fromRow(row, temperatures.get(row.id)));
  }

  /** Each portion's temperatures, in the order they were recorded. */
  async temperaturesOf(portionIds: string[]): Promise<Map<string, PortionTemperatureOrmEntity[]>> {
    const byPortion = new Map<string, PortionTemperatureOrmEntity[]>();
    if (portionIds.length === 0) return byPortion;
    const rows = await this.uow.manager
      .getRepository(PortionTemperatureOrmEntity)
      .createQueryBuilder('t')
      .where('t.portion_id IN (:...portionIds)', { portionIds })
      .orderBy('t.seq', 'ASC')
      .getMany();
    for (const row of rows) byPortion.set(row.portionId, [...(byPortion.get(row.portionId) ?? []), row]);
    return byPortion;
  }

  private async toDomain(rows: PortionOrmEntity[]): Promise<Portion[]> {
    const temperatures = await this.temperaturesOf(rows.map((row) => row.id));
    return rows.map((row) => PortionMapper.toDomain(row, temperatures.get(row.id)));
  }

  private async toRecords(rows: PortionOrmEntity[]): Promise<PortionRecord[]> {
    const portions = await this.toDomain(rows);
    return rows.map((row, index) => ({ portion: portions[index]!, locationName: row.location!.name }));
  }
}
