import { Injectable } from '@nestjs/common';
import { LEFTOVER_ASK_DAYS, LeftoverRepository, type LeftoverDecision, type OpenLeftover } from '../../../domain/waste/leftover.js';
import { DEFAULT_PORTION_WEIGHT_GRAMS } from '../../../domain/waste/waste-figures.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/**
 * Open leftovers of tenant $1 at time $2: ended (withdrawn, or past their window) in the last days with units left,
 * with neither an `unsold` record naming them nor a decision.
 */
const OPEN_LEFTOVERS = `
  FROM portions p
  JOIN locations l ON l.id = p.location_id
  LEFT JOIN tenant_settings s ON s.tenant_id = p.tenant_id
  WHERE p.tenant_id = $1
    AND p.available_quantity > 0
    AND (p.status = 'expired' OR p.available_until <= $2)
    AND coalesce(p.ended_at, p.available_until) > $2::timestamptz - interval '${LEFTOVER_ASK_DAYS} days'
    AND NOT EXISTS (SELECT 1 FROM waste_records w WHERE w.tenant_id = p.tenant_id AND w.portion_id = p.id AND w.stage = 'unsold')
    AND NOT EXISTS (SELECT 1 FROM waste_leftover_outcomes o WHERE o.tenant_id = p.tenant_id AND o.portion_id = p.id)`;

interface LeftoverRow {
  id: string;
  title: string;
  location_id: string;
  location_name: string;
  units_left: number;
  weight_grams: number;
  ended_at: Date;
}

@Injectable()
export class PgLeftoverRepository extends LeftoverRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async listOpen(tenantId: string, now: Date, locationId: string | null): Promise<OpenLeftover[]> {
    const rows = (await this.uow.manager.query(
      `SELECT p.id, p.title, p.location_id, l.name AS location_name, p.available_quantity AS units_left,
              p.available_quantity * coalesce(p.portion_weight_grams, s.default_portion_weight_grams, $4) AS weight_grams,
              coalesce(p.ended_at, p.available_until) AS ended_at
         ${OPEN_LEFTOVERS} AND ($3::uuid IS NULL OR p.location_id = $3)
        ORDER BY coalesce(p.ended_at, p.available_until) DESC, p.id`,
      [tenantId, now, locationId, DEFAULT_PORTION_WEIGHT_GRAMS],
    )) as LeftoverRow[];
    return rows.map((row) => ({
      portionId: row.id,
      title: row.title,
      locationId: row.location_id,
      locationName: row.location_name,
      unitsLeft: row.units_left,
      weightGrams: Number(row.weight_grams),
      endedAt: row.ended_at,
    }));
  }

  async isOpen(tenantId: string, portionId: string, now: Date): Promise<boolean> {
    const rows = (await this.uow.manager.query(`SELECT p.id ${OPEN_LEFTOVERS} AND p.id = $3 FOR UPDATE OF p`, [
      tenantId,
      now,
      portionId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async findDecision(tenantId: string, portionId: string): Promise<LeftoverDecision | null> {
    const [row] = (await this.uow.manager.query(
      `SELECT portion_id, outcome, decided_by, decided_at FROM waste_leftover_outcomes WHERE tenant_id = $1 AND portion_id = $2`,
      [tenantId, portionId],
    )) as { portion_id: string; outcome: LeftoverDecision['outcome']; decided_by: string; decided_at: Date }[];
    return row ? { portionId: row.portion_id, outcome: row.outcome, decidedById: row.decided_by, decidedAt: row.decided_at } : null;
  }

  async saveDecision(tenantId: string, decision: LeftoverDecision): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO waste_leftover_outcomes (portion_id, tenant_id, outcome, decided_by, decided_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (portion_id) DO UPDATE SET outcome = EXCLUDED.outcome, decided_by = EXCLUDED.decided_by, decided_at = EXCLUDED.decided_at
       WHERE waste_leftover_outcomes.tenant_id = EXCLUDED.tenant_id`,
      [decision.portionId, tenantId, decision.outcome, decision.decidedById, decision.decidedAt],
    );
  }
}
