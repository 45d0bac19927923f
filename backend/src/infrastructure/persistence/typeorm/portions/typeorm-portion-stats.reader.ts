import { Injectable } from '@nestjs/common';
import {
  PortionStatsReader,
  type LocationStats,
  type PeriodStats,
  type StatsFilter,
  type StatsPeriod,
  type StatsTotals,
} from '../../../../domain/portions/portion-stats.js';
import { TypeormUnitOfWork } from '../typeorm-unit-of-work.js';

/** The quantities of StatsTotals, summed over the portions `p` of a query. */
const SUMS = `coalesce(sum(p.total_quantity), 0)::bigint AS offered,
              coalesce(sum(p.reserved_quantity + p.picked_up_quantity), 0)::bigint AS reserved,
              coalesce(sum(p.picked_up_quantity), 0)::bigint AS picked_up,
              coalesce(sum(p.picked_up_quantity * p.price_cents), 0)::bigint AS picked_up_value_cents`;

const toTotals = (row: Record<string, string>): StatsTotals => ({
  offered: Number(row.offered),
  reserved: Number(row.reserved),
  pickedUp: Number(row.picked_up),
  pickedUpValueCents: Number(row.picked_up_value_cents),
});

const STEP: Record<StatsPeriod, string> = { day: '1 day', week: '1 week' };

/**
 * Every statistic reads the portions' own counters (kept in step with the reservations in the same
 * transactions), so its cost grows with the number of portions, not of reservations. A portion's price cannot
 * change once offered, so its price times its picked-up quantity is what those reservations were charged.
 * Joining the tenant makes a missing tenant answer no row; the location filter is `$2` (null: all).
 */
@Injectable()
export class TypeormPortionStatsReader extends PortionStatsReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async totals(tenantId: string, filter: StatsFilter): Promise<StatsTotals | null> {
    const rows = (await this.uow.manager.query(
      `SELECT ${SUMS}
         FROM tenants t
         LEFT JOIN portions p ON p.tenant_id = t.id AND ($2::uuid IS NULL OR p.location_id = $2::uuid)
        WHERE t.id = $1
        GROUP BY t.id`,
      [tenantId, filter.locationId ?? null],
    )) as Record<string, string>[];
    return rows[0] ? toTotals(rows[0]) : null;
  }

  async series(tenantId: string, period: StatsPeriod, count: number, filter: StatsFilter, now: Date): Promise<PeriodStats[] | null> {
    // Days and weeks are local Amsterdam ones (date_trunc('week') starts on the ISO Monday); each portion
    // counts in the period it was offered, with what was reserved and picked up of it.
    const unit = period === 'day' ? 'day' : 'week';
    const rows = (await this.uow.manager.query(
      `WITH slot AS (
         SELECT s.start, (s.start AT TIME ZONE 'Europe/Amsterdam') AS from_ts,
                ((s.start + interval '${STEP[period]}') AT TIME ZONE 'Europe/Amsterdam') AS to_ts
           FROM generate_series(
                  date_trunc('${unit}', $3::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($4::int - 1) * interval '${STEP[period]}',
                  date_trunc('${unit}', $3::timestamptz AT TIME ZONE 'Europe/Amsterdam'),
                  interval '${STEP[period]}') AS s(start)
       )
       SELECT to_char(slot.start, 'YYYY-MM-DD') AS start, ${SUMS}
         FROM tenants t
        CROSS JOIN slot
         LEFT JOIN portions p ON p.tenant_id = t.id AND ($2::uuid IS NULL OR p.location_id = $2::uuid)
                             AND p.created_at >= slot.from_ts AND p.created_at < slot.to_ts
        WHERE t.id = $1
        GROUP BY slot.start
        ORDER BY slot.start`,
      [tenantId, filter.locationId ?? null, now, count],
    )) as Record<string, string>[];
    if (rows.length === 0) return null;
    return rows.map((row) => ({ start: row.start, totals: toTotals(row) }));
  }

  async perLocation(tenantId: string): Promise<LocationStats[] | null> {
    const rows = (await this.uow.manager.query(
      `SELECT l.id AS location_id, l.name, ${SUMS}
         FROM tenants t
         LEFT JOIN locations l ON l.tenant_id = t.id
         LEFT JOIN portions p ON p.tenant_id = t.id AND p.location_id = l.id
        WHERE t.id = $1
        GROUP BY t.id, l.id, l.name
        ORDER BY l.name, l.id`,
      [tenantId],
    )) as Record<string, string | null>[];
    if (rows.length === 0) return null;
    return rows
      .filter((row) => row.location_id !== null)
      .map((row) => ({ locationId: row.location_id as string, name: row.name as string, totals: toTotals(row as Record<string, string>) }));
  }
}
