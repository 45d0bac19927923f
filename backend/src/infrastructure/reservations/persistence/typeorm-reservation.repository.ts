import { runAsTenant } from '../../platform/database/data-scope.js';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { Reservation } from '../../../domain/reservations/reservation.js';
import {
  ReservationRepository,
  RESERVATION_SORT_FIELDS,
  type CodedReservation,
  type CounterReservationRecord,
  type PlacedReservation,
  type PortionReservationRecord,
  type ReservationRecord,
} from '../../../domain/reservations/reservation.repository.js';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { AlreadyReservedError } from '../../../domain/reservations/reservation.errors.js';
import { applyIdFilter, findPage, isUniqueViolation } from '../../platform/database/list-page.js';
import { reservableSql } from '../../../domain/portions/index.js';
import { PortionMapper, type PortionRow } from '../../portions/persistence/portion.mapper.js';
import { Batcher } from '../../platform/database/batcher.js';
import { LATE_HANDOVER_MS } from '../../../domain/reservations/late-handover.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { ReservationMapper } from './reservation.mapper.js';
import { ReservationOrmEntity } from './reservation.orm-entity.js';

/** Fair sharing's first limit, a partial unique index on (portion_id, user_id) of open reservations. */
const ONE_OPEN_PER_PERSON = 'reservations_one_open_per_person';

const DEADLOCK_DETECTED = '40P01';
/** More open reservations than a counter can show at once; the rest are found by code or name. */
const COUNTER_LIST_MAX = 500;
/** Placement batches running at once; the pool (20) keeps room for everything else. */
const PLACEMENT_BATCHES_IN_FLIGHT = 4;
const PLACEMENT_BATCH_SIZE = 64;

/**
 * One reservation in one statement: the UPDATE's row lock serialises the portion's reservations and its WHERE (the
 * reservable rule) is re-checked on the latest row version (never below zero, on any number of instances); the INSERT
 * runs only for a row taken, and a unique violation undoes the whole statement. No row: the portion cannot give it.
 */
export const PLACE_ONE = `
  WITH taken AS (
    UPDATE portions p
       SET available_quantity = p.available_quantity - $3,
           reserved_quantity = p.reserved_quantity + $3
      FROM locations l
     WHERE p.id = $1 AND p.tenant_id = $2 AND l.id = p.location_id AND ${reservableSql('p', '$3', '$4')}
    RETURNING p.*, l.name AS location_name
  ), placed AS (
    INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, price_cents)
    SELECT $5, $2, $1, $6, $3, $7, $4, taken.price_cents FROM taken
    RETURNING pickup_code
  )
  SELECT taken.*, (SELECT pickup_code FROM placed) AS pickup_code FROM taken`;

/**
 * Many reservations in one statement, one commit for all. The portions are locked in id order (so that
 * batches never deadlock each other) and read as they are now; per portion the requests are taken in order
 * while their running sum passes the reservable rule. What does not fit is left out: one row per request, in
 * order, with the portion as it is after the batch for those placed.
 */
export const PLACE_MANY = `
  WITH request AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::timestamptz[]) WITH ORDINALITY
      AS r(id, tenant_id, portion_id, user_id, quantity, now, n)
  ), locked AS MATERIALIZED (
    SELECT p.id, p.tenant_id, p.status, p.available_quantity, p.available_until FROM portions p
     WHERE (p.id, p.tenant_id) IN (SELECT portion_id, tenant_id FROM request)
     ORDER BY p.id FOR NO KEY UPDATE
  ), fitting AS (
    SELECT * FROM (
      SELECT r.*, l.status, l.available_quantity, l.available_until,
             sum(r.quantity) OVER (PARTITION BY r.portion_id ORDER BY r.n) AS running
        FROM request r JOIN locked l ON l.id = r.portion_id AND l.tenant_id = r.tenant_id
    ) candidate WHERE ${reservableSql('candidate', 'candidate.running', 'candidate.now')}
  ), taken AS (
    UPDATE portions p
       SET available_quantity = p.available_quantity - g.quantity,
           reserved_quantity = p.reserved_quantity + g.quantity
      FROM (SELECT portion_id, tenant_id, sum(quantity)::int AS quantity FROM fitting GROUP BY portion_id, tenant_id) g, locations l
     WHERE p.id = g.portion_id AND p.tenant_id = g.tenant_id AND l.id = p.location_id AND p.available_quantity >= g.quantity
    RETURNING p.*, l.name AS location_name
  ), placed AS (
    INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, price_cents)
    SELECT f.id, f.tenant_id, f.portion_id, f.user_id, f.quantity, 'reserved', f.now, taken.price_cents
      FROM fitting f JOIN taken ON taken.id = f.portion_id
    RETURNING id, pickup_code
  )
  SELECT taken.*, placed.pickup_code
    FROM request r LEFT JOIN fitting f ON f.n = r.n LEFT JOIN taken ON taken.id = f.portion_id LEFT JOIN placed ON placed.id = r.id
   ORDER BY r.n`;

interface Placement {
  reservation: Reservation;
  now: Date;
}

// Property paths, not column names: TypeORM pages joined queries in two steps and resolves these itself.
const SORT_COLUMNS = { reservedAt: 'r.reservedAt', status: 'r.status' } satisfies Record<(typeof RESERVATION_SORT_FIELDS)[number], string>;

@Injectable()
export class TypeormReservationRepository extends ReservationRepository {
  /**
   * Concurrent placements share statements: under load one commit (and one flush to disk) serves many
   * reservations. They run outside any unit of work, on the pool itself.
   */
  private readonly placements = new Batcher<Placement, PlacedReservation | null>({
    maxInFlight: PLACEMENT_BATCHES_IN_FLIGHT,
    maxSize: PLACEMENT_BATCH_SIZE,
    run: (batch) => this.placeBatchPerTenant(batch),
  });

  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly dataSource: DataSource,
  ) {
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
    const items = page.items.map((row) => ({
      reservation: ReservationMapper.toDomain(row),
      holderName: `${row.user!.firstName} ${row.user!.lastName}`,
    }));
    return { items, total: page.total };
  }

  async listOpenForPortion(tenantId: string, portionId: string): Promise<Reservation[]> {
    const rows = await this.repo.findBy({ tenantId, portionId, status: In(['reserved', 'awaiting_payment']) });
    return rows.map(ReservationMapper.toDomain);
  }

  async lockHolderAndCountOpen(tenantId: string, userId: string, now: Date): Promise<number> {
    await this.uow.manager.query('SELECT 1 FROM users WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [userId, tenantId]);
    const [{ open }] = await this.uow.manager.query(
      `SELECT count(*)::int AS open FROM reservations r JOIN portions p ON p.id = r.portion_id
        WHERE r.user_id = $1 AND r.tenant_id = $2 AND r.status IN ('reserved', 'awaiting_payment') AND p.available_until > $3`,
      [userId, tenantId, now],
    );
    return open as number;
  }

  async findByPickupCode(tenantId: string, code: string, now: Date): Promise<CodedReservation | null> {
    const row = await this.withCard()
      .where('r.tenant_id = :tenantId AND r.pickup_code = :code', { tenantId, code })
      .andWhere("r.status IN ('reserved', 'picked_up') AND p.available_until > :since", {
        since: new Date(now.getTime() - LATE_HANDOVER_MS),
      })
      .orderBy("r.status = 'reserved'", 'DESC')
      .addOrderBy('r.reserved_at', 'DESC')
      .getOne();
    if (!row) return null;
    return { reservation: ReservationMapper.toDomain(row), locationId: row.portion!.locationId, locationName: row.portion!.location!.name };
  }

  async findCounterRecords(tenantId: string, ids: string[]): Promise<(CounterReservationRecord & { locationName: string })[]> {
    if (ids.length === 0) return [];
    const rows = await this.withCard()
      .innerJoinAndSelect('r.user', 'u')
      .where('r.id IN (:...ids) AND r.tenant_id = :tenantId', { ids, tenantId })
      .getMany();
    return rows.map((row) => ({ ...toCounterRecord(row), locationName: row.portion!.location!.name }));
  }

  async listOpenAtLocation(tenantId: string, locationId: string, now: Date): Promise<CounterReservationRecord[]> {
    const rows = await this.repo
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.portion', 'p')
      .innerJoinAndSelect('r.user', 'u')
      .where("r.tenant_id = :tenantId AND r.status = 'reserved' AND p.location_id = :locationId", { tenantId, locationId })
      .andWhere('p.available_until > :since', { since: new Date(now.getTime() - LATE_HANDOVER_MS) })
      .orderBy('r.reserved_at', 'ASC')
      .limit(COUNTER_LIST_MAX)
      .getMany();
    return rows.map(toCounterRecord);
  }

  async nextPickupCode(): Promise<string> {
    const [{ code }] = await this.uow.manager.query(`SELECT pickup_code_of(nextval('reservation_pickup_code_seq')) AS code`);
    return code as string;
  }

  async save(reservation: Reservation): Promise<void> {
    try {
      await this.repo.upsert(ReservationMapper.toPersistence(reservation), ['id']);
      this.uow.collect(reservation);
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_PER_PERSON)) throw new AlreadyReservedError();
      throw error;
    }
  }

  async saveAll(reservations: Reservation[]): Promise<void> {
    if (reservations.length > 0) await this.repo.upsert(reservations.map(ReservationMapper.toPersistence), ['id']);
    for (const reservation of reservations) this.uow.collect(reservation);
  }

  placeAlone(reservation: Reservation, now: Date): Promise<PlacedReservation | null> {
    return this.placements.add({ reservation, now });
  }

  async place(reservation: Reservation, now: Date): Promise<PlacedReservation | null> {
    const placed = await this.placeOne({ reservation, now }, this.uow.manager);
    if (placed) this.uow.collect(reservation);
    return placed;
  }

  /**
   * A batch gathers whoever reserved in the same tick, from any organisation; each organisation's share runs in its
   * own data scope, so that row-level security judges it (a bench of one organisation still gets one statement).
   */
  private async placeBatchPerTenant(batch: Placement[]): Promise<PromiseSettledResult<PlacedReservation | null>[]> {
    const tenants = new Map<string, number[]>();
    batch.forEach(({ reservation }, i) => {
      const { tenantId } = reservation.toState();
      tenants.set(tenantId, [...(tenants.get(tenantId) ?? []), i]);
    });
    const results: PromiseSettledResult<PlacedReservation | null>[] = new Array(batch.length);
    await Promise.all(
      [...tenants].map(async ([tenantId, indexes]) => {
        const settled = await runAsTenant(tenantId, () => this.placeBatch(indexes.map((i) => batch[i])));
        indexes.forEach((index, j) => (results[index] = settled[j]));
      }),
    );
    return results;
  }

  /** A batch of one runs the one-reservation statement; more run as one statement, which falls back on a clash. */
  private async placeBatch(batch: Placement[]): Promise<PromiseSettledResult<PlacedReservation | null>[]> {
    if (batch.length === 1) return Promise.allSettled([this.placeOne(batch[0])]);
    let rows: PlacedRow[];
    try {
      const states = batch.map(({ reservation }) => reservation.toState());
      rows = await this.dataSource.query(PLACE_MANY, [
        states.map((state) => state.id),
        states.map((state) => state.tenantId),
        states.map((state) => state.portionId),
        states.map((state) => state.userId),
        states.map((state) => state.quantity),
        batch.map(({ now }) => now),
      ]);
    } catch (error) {
      // A person twice in one batch, or two batches deadlocking (two instances): each on its own gives each its answer.
      if (isUniqueViolation(error, ONE_OPEN_PER_PERSON) || (error as { code?: string }).code === DEADLOCK_DETECTED) {
        return Promise.allSettled(batch.map((placement) => this.placeOne(placement)));
      }
      throw error;
    }
    // Not placed in the batch: tried alone, which answers exactly as if no batch had been.
    return Promise.allSettled(batch.map((placement, i) => (rows[i].id !== null ? placedFrom(rows[i]) : this.placeOne(placement))));
  }

  /** PLACE_ONE on its own (the pool: its own transaction) or in the current unit of work (`runner`). */
  private async placeOne(
    { reservation, now }: Placement,
    runner: Pick<DataSource, 'query'> = this.dataSource,
  ): Promise<PlacedReservation | null> {
    const { id, tenantId, portionId, userId, quantity, status } = reservation.toState();
    try {
      const [row] = (await runner.query(PLACE_ONE, [portionId, tenantId, quantity, now, id, userId, status])) as PlacedRow[];
      return row ? placedFrom(row) : null;
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_PER_PERSON)) throw new AlreadyReservedError();
      throw error;
    }
  }
}

type PlacedRow = PortionRow & { location_name: string; pickup_code: string };

const placedFrom = (row: PlacedRow): PlacedReservation => ({
  portion: PortionMapper.fromRow(row),
  locationName: row.location_name,
  pickupCode: row.pickup_code,
});

function toRecord(row: ReservationOrmEntity): ReservationRecord {
  const portion = row.portion!;
  return { reservation: ReservationMapper.toDomain(row), portion: PortionMapper.toDomain(portion), locationName: portion.location!.name };
}

function toCounterRecord(row: ReservationOrmEntity): CounterReservationRecord {
  return {
    reservation: ReservationMapper.toDomain(row),
    holderName: `${row.user!.firstName} ${row.user!.lastName}`,
    portion: PortionMapper.toDomain(row.portion!),
  };
}
