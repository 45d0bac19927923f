import { Injectable } from '@nestjs/common';
import type { WasteReasonState } from '../../../domain/waste/waste-reason.js';
import { MealsServedRepository, WasteReasonRepository, type MealsServedDay } from '../../../domain/waste/waste.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

@Injectable()
export class TypeormWasteReasonRepository extends WasteReasonRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async listStored(tenantId: string): Promise<WasteReasonState[]> {
    const rows = (await this.uow.manager.query(
      `SELECT code, label_nl, label_fr, label_en, archived FROM waste_reasons WHERE tenant_id = $1 ORDER BY label_nl, code`,
      [tenantId],
    )) as { code: string; label_nl: string; label_fr: string; label_en: string; archived: boolean }[];
    return rows.map((row) => ({
      code: row.code,
      labels: { nl: row.label_nl, fr: row.label_fr, en: row.label_en },
      archived: row.archived,
    }));
  }

  async save(tenantId: string, reason: WasteReasonState): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO waste_reasons (tenant_id, code, label_nl, label_fr, label_en, archived) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant_id, code) DO UPDATE SET label_nl = EXCLUDED.label_nl, label_fr = EXCLUDED.label_fr,
         label_en = EXCLUDED.label_en, archived = EXCLUDED.archived`,
      [tenantId, reason.code, reason.labels.nl, reason.labels.fr, reason.labels.en, reason.archived],
    );
  }
}

@Injectable()
export class TypeormMealsServedRepository extends MealsServedRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async set(tenantId: string, entry: MealsServedDay): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO meals_served (tenant_id, location_id, day, meals) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, day, location_id) DO UPDATE SET meals = EXCLUDED.meals`,
      [tenantId, entry.locationId, entry.date, entry.meals],
    );
  }

  async list(tenantId: string, from: string, to: string, locationId: string | null): Promise<MealsServedDay[]> {
    const rows = (await this.uow.manager.query(
      `SELECT location_id, to_char(day, 'YYYY-MM-DD') AS day, meals FROM meals_served
        WHERE tenant_id = $1 AND day BETWEEN $2 AND $3 AND ($4::uuid IS NULL OR location_id = $4::uuid)
        ORDER BY day, location_id`,
      [tenantId, from, to, locationId],
    )) as { location_id: string; day: string; meals: number }[];
    return rows.map((row) => ({ locationId: row.location_id, date: row.day, meals: row.meals }));
  }
}
