import { Injectable } from '@nestjs/common';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../../domain/shared/list-query.js';
import { WasteRecord, type WasteDestination, type WasteStage } from '../../../domain/waste/waste-record.js';
import {
  WASTE_RECORD_SORT_FIELDS,
  WasteRecordRepository,
  type WasteRecordFilter,
  type WasteRecordView,
} from '../../../domain/waste/waste.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

const SORT_COLUMNS = {
  recordedAt: 'w.recorded_at',
  weightGrams: 'w.weight_grams',
  stage: 'w.stage',
  createdAt: 'w.created_at',
} satisfies Record<(typeof WASTE_RECORD_SORT_FIELDS)[number], string>;

interface WasteRecordRow {
  id: string;
  tenant_id: string;
  location_id: string;
  location_name: string;
  weight_grams: number;
  stage: WasteStage;
  reason_code: string;
  destination: WasteDestination;
  recorded_at: Date;
  recorded_by: string;
  recorded_by_name: string;
  portion_id: string | null;
  note: string | null;
  photo_id: string | null;
  created_at: Date;
  total?: string;
}

const VIEW_SELECT = `
  SELECT w.*, l.name AS location_name, trim(u.first_name || ' ' || u.last_name) AS recorded_by_name
    FROM waste_records w
    JOIN locations l ON l.id = w.location_id
    JOIN users u ON u.id = w.recorded_by`;

const toState = (row: WasteRecordRow) => ({
  id: row.id,
  tenantId: row.tenant_id,
  locationId: row.location_id,
  weightGrams: row.weight_grams,
  stage: row.stage,
  reasonCode: row.reason_code,
  destination: row.destination,
  recordedAt: row.recorded_at,
  recordedById: row.recorded_by,
  portionId: row.portion_id,
  note: row.note,
  photoId: row.photo_id,
  createdAt: row.created_at,
});

const toView = (row: WasteRecordRow): WasteRecordView => ({
  ...toState(row),
  recordedByName: row.recorded_by_name,
  locationName: row.location_name,
});

/** Every query names the tenant: another tenant's record reads as absent. */
@Injectable()
export class TypeormWasteRecordRepository extends WasteRecordRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async findById(tenantId: string, id: string): Promise<WasteRecord | null> {
    const [row] = (await this.uow.manager.query(`SELECT * FROM waste_records WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [
      tenantId,
      id,
    ])) as WasteRecordRow[];
    return row ? WasteRecord.restore(toState(row)) : null;
  }

  async findView(tenantId: string, id: string): Promise<WasteRecordView | null> {
    const [view] = await this.findViews(tenantId, [id]);
    return view ?? null;
  }

  async findViews(tenantId: string, ids: string[]): Promise<WasteRecordView[]> {
    const rows = (await this.uow.manager.query(`${VIEW_SELECT} WHERE w.tenant_id = $1 AND w.id = ANY($2::uuid[])`, [
      tenantId,
      ids,
    ])) as WasteRecordRow[];
    return rows.map(toView);
  }

  async list(tenantId: string, filter: WasteRecordFilter, query: ListQuery, maxRows = MAX_LIST_SIZE): Promise<Page<WasteRecordView>> {
    const params: unknown[] = [tenantId];
    const where = ['w.tenant_id = $1'];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.locationId !== undefined) add((n) => `w.location_id = ${n}`, filter.locationId);
    if (filter.stage !== undefined) add((n) => `w.stage = ${n}`, filter.stage);
    // Local days: from the start of `from` to the end of `to` in Europe/Amsterdam.
    if (filter.from !== undefined) add((n) => `w.recorded_at >= (${n}::date::timestamp AT TIME ZONE 'Europe/Amsterdam')`, filter.from);
    if (filter.to !== undefined) add((n) => `w.recorded_at < ((${n}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam')`, filter.to);
    if (query.filter.id !== undefined) add((n) => `w.id = ANY(${n}::uuid[])`, [query.filter.id].flat());
    const sort = query.sort ?? { field: 'recordedAt', order: 'DESC' };
    const start = query.range?.start ?? 0;
    const size = Math.min(query.range ? query.range.end - query.range.start + 1 : maxRows, maxRows);
    const rows = (await this.uow.manager.query(
      `SELECT *, count(*) OVER () AS total FROM (${VIEW_SELECT} WHERE ${where.join(' AND ')}) w
        ORDER BY ${SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS]} ${sort.order}, w.id
        OFFSET ${start} LIMIT ${size}`,
      params,
    )) as WasteRecordRow[];
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && start > 0) {
      const [count] = (await this.uow.manager.query(
        `SELECT count(*) AS total FROM (${VIEW_SELECT} WHERE ${where.join(' AND ')}) w`,
        params,
      )) as {
        total: string;
      }[];
      total = Number(count.total);
    }
    return { items: rows.map(toView), total };
  }

  async save(record: WasteRecord): Promise<void> {
    const s = record.toState();
    await this.uow.manager.query(
      `INSERT INTO waste_records (id, tenant_id, location_id, weight_grams, stage, reason_code, destination, recorded_at, recorded_by,
                                  portion_id, note, photo_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO UPDATE SET location_id = EXCLUDED.location_id, weight_grams = EXCLUDED.weight_grams, stage = EXCLUDED.stage,
         reason_code = EXCLUDED.reason_code, destination = EXCLUDED.destination, recorded_at = EXCLUDED.recorded_at,
         portion_id = EXCLUDED.portion_id, note = EXCLUDED.note, photo_id = EXCLUDED.photo_id
       WHERE waste_records.tenant_id = EXCLUDED.tenant_id`,
      [
        s.id,
        s.tenantId,
        s.locationId,
        s.weightGrams,
        s.stage,
        s.reasonCode,
        s.destination,
        s.recordedAt,
        s.recordedById,
        s.portionId,
        s.note,
        s.photoId,
        s.createdAt,
      ],
    );
    this.uow.collect(record);
  }

  async delete(record: WasteRecord): Promise<void> {
    await this.uow.manager.query(`DELETE FROM waste_records WHERE tenant_id = $1 AND id = $2`, [record.tenantId, record.id]);
    this.uow.collect(record);
  }
}
