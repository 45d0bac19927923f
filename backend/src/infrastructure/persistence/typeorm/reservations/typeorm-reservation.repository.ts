import { Injectable } from '@nestjs/common';
import type { Reservation } from '../../../../domain/reservations/reservation.js';
import { ReservationRepository, type PortionReservationRecord, type QuickPlacement, type ReservationRecord } from '../../../../domain/reservations/reservation.repository.js';
import type { ListQuery, Page } from '../../../../domain/shared/list-query.js';
import { AlreadyReservedError } from '../../../../domain/reservations/reservation.errors.js';
import { applyIdFilter, findPage, isUniqueViolation } from '../list-page.js';
import { PortionMapper, type PortionRow } from '../portions/portion.mapper.js';
import { TypeormUnitOfWork } from '../typeorm-unit-of-work.js';
import { ReservationMapper } from './reservation.mapper.js';
import { ReservationOrmEntity } from './reservation.orm-entity.js';

/** Fair sharing's first limit, a partial unique index on (portion_id, user_id) of open reservations. */
const ONE_OPEN_PER_PERSON = 'reservations_one_open_per_person';

// Property paths, not column names: TypeORM pages joined queries in two steps and resolves these itself.
const SORT_COLUMNS = { reservedAt: 'r.reservedAt', status: 'r.status' };

@Injectable()
export class TypeormReservationRepository extends ReservationRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(ReservationOrmEntity);
  }

  private withCard() {
    return this.repo.createQueryBuilder('r').innerJoinAndSelect('r.portion', 'p').innerJoinAndSelect('p.location', 'l');
  }

  async findById(tenantId: string, id: string): Promise<Reservation | null> {
    const row = await this.repo.findOneBy({ tenantId, id });
    return row ? ReservationMapper.toDomain(row) : null;
  }

  async findRecord(tenantId: string, id: string): Promise<ReservationRecord | null> {
    const row = await this.withCard().where('r.id = :id AND r.tenant_id = :tenantId', { id, tenantId }).getOne();
    return row ? toRecord(row) : null;
  }

  async listForUser(tenantId: string, userId: string, query: ListQuery): Promise<Page<ReservationRecord>> {
    const qb = this.withCard().where('r.tenant_id = :tenantId AND r.user_id = :userId', { tenantId, userId });
    applyIdFilter(qb, query.filter);
    if (query.filter.status !== undefined) qb.andWhere('r.status = :status', { status: query.filter.status });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'reservedAt', order: 'DESC' });
    return { items: page.items.map(toRecord), total: page.total };
  }

  async listForPortion(tenantId: string, portionId: string, query: ListQuery): Promise<Page<PortionReservationRecord>> {
    const qb = this.repo
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.user', 'u')
      .where('r.tenant_id = :tenantId AND r.portion_id = :portionId', { tenantId, portionId });
    applyIdFilter(qb, query.filter);
    if (query.filter.status !== undefined) qb.andWhere('r.status = :status', { status: query.filter.status });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'reservedAt', order: 'ASC' });
    const items = page.items.map((row) => ({ reservation: ReservationMapper.toDomain(row), holderName: `${row.user!.firstName} ${row.user!.lastName}` }));
    return { items, total: page.total };
  }

  async listOpenForPortion(tenantId: string, portionId: string): Promise<Reservation[]> {
    const rows = await this.repo.findBy({ tenantId, portionId, status: 'reserved' });
    return rows.map(ReservationMapper.toDomain);
  }

  async lockHolderAndCountOpen(tenantId: string, userId: string, now: Date): Promise<number> {
    await this.uow.manager.query('SELECT 1 FROM users WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [userId, tenantId]);
    const [{ open }] = await this.uow.manager.query(
      `SELECT count(*)::int AS open FROM reservations r JOIN portions p ON p.id = r.portion_id
        WHERE r.user_id = $1 AND r.tenant_id = $2 AND r.status = 'reserved' AND p.available_until > $3`,
      [userId, tenantId, now],
    );
    return open as number;
  }

  async save(reservation: Reservation): Promise<void> {
    try {
      await this.repo.upsert(ReservationMapper.toPersistence(reservation), ['id']);
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_PER_PERSON)) throw new AlreadyReservedError();
      throw error;
    }
  }

  async saveAll(reservations: Reservation[]): Promise<void> {
    if (reservations.length > 0) await this.repo.upsert(reservations.map(ReservationMapper.toPersistence), ['id']);
  }

  async placeAlone(reservation: Reservation, now: Date): Promise<QuickPlacement> {
    // One round trip and its own transaction: the UPDATE's row lock serialises the portion's reservations and
    // its WHERE is re-checked on the latest row version (never below zero, on any number of instances); the
    // INSERT runs only for a row taken, and a unique violation undoes the whole statement.
    const { id, tenantId, portionId, userId, quantity } = reservation.toState();
    try {
      const [row] = (await this.uow.manager.query(
        `WITH slow AS (
           SELECT 1 FROM tenant_settings WHERE tenant_id = $2 AND max_open_reservations_per_person IS NOT NULL
           UNION ALL
           SELECT 1 FROM webhook_endpoints WHERE tenant_id = $2 AND enabled AND events && ARRAY['reservation.created', 'portion.updated']
         ), taken AS (
           UPDATE portions p
              SET available_quantity = p.available_quantity - $3,
                  reserved_quantity = p.reserved_quantity + $3
             FROM locations l
            WHERE p.id = $1 AND p.tenant_id = $2 AND l.id = p.location_id
              AND p.status = 'available' AND p.available_quantity >= $3 AND p.available_until > $4
              AND NOT EXISTS (SELECT 1 FROM slow)
           RETURNING p.*, l.name AS location_name
         ), placed AS (
           INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, price_cents)
           SELECT $5, $2, $1, $6, $3, 'reserved', $4, taken.price_cents FROM taken
         )
         SELECT EXISTS (SELECT 1 FROM slow) AS needs_transaction, taken.* FROM (SELECT) AS one LEFT JOIN taken ON true`,
        [portionId, tenantId, quantity, now, id, userId],
      )) as (PortionRow & { needs_transaction: boolean; location_name: string })[];
      if (row.id === null) return { placed: null, needsTransaction: row.needs_transaction };
      return { placed: { portion: PortionMapper.fromRow(row), locationName: row.location_name } };
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_PER_PERSON)) throw new AlreadyReservedError();
      throw error;
    }
  }
}

function toRecord(row: ReservationOrmEntity): ReservationRecord {
  const portion = row.portion!;
  return { reservation: ReservationMapper.toDomain(row), portion: PortionMapper.toDomain(portion), locationName: portion.location!.name };
}

export const RESERVATION_SORT_FIELDS = Object.keys(SORT_COLUMNS);
