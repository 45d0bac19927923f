import { Injectable } from '@nestjs/common';
import {
  PortionStatsReader,
  type FoodCounts,
  type LocationStats,
  type PeriodStats,
  type StatsFilter,
  type StatsPeriod,
  type StatsTotals,
} from '../../../domain/statistics/portion-stats.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/**
 * What a statistic counts, one row per rollup row or open portion: the local day (Europe/Amsterdam) the portions
 * were offered, their location and their quantities. Closed portions come from `portion_daily_stats` (their
 * reserved quantity is their no-shows: they are over); portions still `available` are read live through the
 * partial index `portions_open_stats_idx`, and their reserved quantity counts as no-shows once their end time
 * ($3) has passed. $1 is the tenant, $2 the location (null: all); `since` an SQL date from which rollup rows count.
 */
const counted = (since = 'NULL') => `
  SELECT day, location_id, total_quantity AS offered, no_show_quantity + picked_up_quantity AS reserved,
         picked_up_quantity AS picked_up, picked_up_value_cents AS value_cents, no_show_quantity AS no_shows
    FROM portion_daily_stats
   WHERE tenant_id = $1 AND ($2::uuid IS NULL OR location_id = $2::uuid) AND (${since} IS NULL OR day >= ${since})
  UNION ALL
  SELECT (created_at AT TIME ZONE 'Europe/Amsterdam')::date, location_id, total_quantity, reserved_quantity + picked_up_quantity,
         picked_up_quantity, picked_up_quantity * coalesce(price_cents, 0),
         CASE WHEN available_until <= $3::timestamptz THEN reserved_quantity ELSE 0 END
    FROM portions
   WHERE tenant_id = $1 AND status = 'available' AND ($2::uuid IS NULL OR location_id = $2::uuid)`;

/** The quantities of StatsTotals, summed over the rows `c` of `counted`. */
const SUMS = `coalesce(sum(c.offered), 0)::bigint AS offered,
              coalesce(sum(c.reserved), 0)::bigint AS reserved,
              coalesce(sum(c.picked_up), 0)::bigint AS picked_up,
              coalesce(sum(c.value_cents), 0)::bigint AS picked_up_value_cents,
              coalesce(sum(c.no_shows), 0)::bigint AS no_shows`;

const toTotals = (row: Record<string, string>): StatsTotals => ({
  offered: Number(row.offered),
  reserved: Number(row.reserved),
  pickedUp: Number(row.picked_up),
  pickedUpValueCents: Number(row.picked_up_value_cents),
  noShows: Number(row.no_shows),
});

const STEP: Record<StatsPeriod, string> = { day: '1 day', week: '1 week' };

/**
 * Every statistic is one query over `counted`, so its cost grows with the number of days (and locations) and of
 * portions on offer now, never with the history of portions or reservations. The rollup's triggers keep it equal
 * to a full recount (see its migrations). Joining the tenant makes a missing tenant answer no row.
 */
@Injectable()
export class TypeormPortionStatsReader extends PortionStatsReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async totals(tenantId: string, filter: StatsFilter, now: Date): Promise<StatsTotals | null> {
    const rows = (await this.uow.manager.query(
      `WITH c AS (${counted()})
       SELECT ${SUMS} FROM tenants t LEFT JOIN c ON TRUE WHERE t.id = $1 GROUP BY t.id`,
      [tenantId, filter.locationId ?? null, now],
    )) as Record<string, string>[];
    return rows[0] ? toTotals(rows[0]) : null;
  }

  async series(tenantId: string, period: StatsPeriod, count: number, filter: StatsFilter, now: Date): Promise<PeriodStats[] | null> {
    // Days and weeks are local Amsterdam ones (date_trunc('week') starts on the ISO Monday); each portion
    // counts in the period it was offered, with what was reserved and picked up of it.
    const unit = period === 'day' ? 'day' : 'week';
    const rows = (await this.uow.manager.query(
      `WITH slot AS (
         SELECT s.start::date AS first_day
           FROM generate_series(
                  date_trunc('${unit}', $3::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($4::int - 1) * interval '${STEP[period]}',
                  date_trunc('${unit}', $3::timestamptz AT TIME ZONE 'Europe/Amsterdam'),
                  interval '${STEP[period]}') AS s(start)
       ), c AS (${counted('(SELECT min(first_day) FROM slot)')})
       SELECT to_char(slot.first_day, 'YYYY-MM-DD') AS start, ${SUMS}
         FROM tenants t
        CROSS JOIN slot
         LEFT JOIN c ON date_trunc('${unit}', c.day::timestamp)::date = slot.first_day
        WHERE t.id = $1
        GROUP BY slot.first_day
        ORDER BY slot.first_day`,
      [tenantId, filter.locationId ?? null, now, count],
    )) as Record<string, string>[];
    if (rows.length === 0) return null;
    return rows.map((row) => ({ start: row.start, totals: toTotals(row) }));
  }

  async perLocation(tenantId: string, now: Date): Promise<LocationStats[] | null> {
    const rows = (await this.uow.manager.query(
      `WITH c AS (${counted()})
       SELECT l.id AS location_id, l.name, ${SUMS}
         FROM tenants t
         LEFT JOIN locations l ON l.tenant_id = t.id
         LEFT JOIN c ON c.location_id = l.id
        WHERE t.id = $1
        GROUP BY t.id, l.id, l.name
        ORDER BY l.name, l.id`,
      [tenantId, null, now],
    )) as Record<string, string | null>[];
    if (rows.length === 0) return null;
    return rows
      .filter((row) => row.location_id !== null)
      .map((row) => ({ locationId: row.location_id as string, name: row.name as string, totals: toTotals(row as Record<string, string>) }));
  }

  async food(tenantId: string, days: number, filter: StatsFilter, now: Date): Promise<FoodCounts | null> {
    // Reads the portions themselves (the daily rollup keeps no food information), for a bounded period through
    // the (tenant_id, created_at) index.
    const rows = (await this.uow.manager.query(
      `WITH since AS (
         SELECT (date_trunc('day', $3::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($4::int - 1) * interval '1 day') AS day
       ), p AS (
         SELECT po.allergens, po.may_contain, po.diet, po.allergens_declared, po.total_quantity
           FROM portions po, since
          WHERE po.tenant_id = $1 AND ($2::uuid IS NULL OR po.location_id = $2::uuid)
            AND po.created_at >= (since.day AT TIME ZONE 'Europe/Amsterdam')
       )
       SELECT 'total' AS kind, to_char((SELECT day FROM since), 'YYYY-MM-DD') AS code, count(*) AS portions,
              coalesce(sum(total_quantity), 0) AS offered FROM p
       UNION ALL SELECT 'none', NULL, count(*), coalesce(sum(total_quantity), 0) FROM p
                  WHERE allergens_declared AND cardinality(allergens) = 0
       UNION ALL SELECT 'undeclared', NULL, count(*), coalesce(sum(total_quantity), 0) FROM p WHERE NOT allergens_declared
       UNION ALL SELECT 'allergens', code, count(*), sum(total_quantity) FROM p, unnest(p.allergens) AS code GROUP BY code
       UNION ALL SELECT 'mayContain', code, count(*), sum(total_quantity) FROM p, unnest(p.may_contain) AS code GROUP BY code
       UNION ALL SELECT 'diet', code, count(*), sum(total_quantity) FROM p, unnest(p.diet) AS code GROUP BY code`,
      [tenantId, filter.locationId ?? null, now, days],
    )) as { kind: string; code: string | null; portions: string; offered: string }[];
    const [tenant] = (await this.uow.manager.query(`SELECT 1 FROM tenants WHERE id = $1`, [tenantId])) as unknown[];
    if (!tenant) return null;
    const count = (row: { portions: string; offered: string }) => ({ portions: Number(row.portions), offered: Number(row.offered) });
    const byCode = (kind: string) => Object.fromEntries(rows.filter((row) => row.kind === kind).map((row) => [row.code!, count(row)]));
    const total = rows.find((row) => row.kind === 'total')!;
    return {
      since: total.code!,
      ...count(total),
      noAllergens: count(rows.find((row) => row.kind === 'none')!),
      undeclared: count(rows.find((row) => row.kind === 'undeclared')!),
      allergens: byCode('allergens'),
      mayContain: byCode('mayContain'),
      diet: byCode('diet'),
    };
  }
}
