import { Injectable } from '@nestjs/common';
import { PortionStatsReader, type StatsTotals, type WeeklyStats } from '../../../../domain/portions/portion-stats.js';
import { TypeormUnitOfWork } from '../typeorm-unit-of-work.js';

/**
 * Both statistics add two parts: portion_daily_stats, the sums of every closed (finished or expired) portion per
 * tenant, local day and location, kept exact by triggers (see its migration); and the tenant's portions still
 * `available`, read live (index-only) through portions_open_stats_idx. Neither grows with the history of reservations or
 * portions: the first with the number of days, the second with what is on offer now. Joining the tenant makes a
 * missing tenant answer no row.
 */
@Injectable()
export class TypeormPortionStatsReader extends PortionStatsReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async totals(tenantId: string, now: Date): Promise<StatsTotals | null> {
    // Closed portions are over by definition; an available one is over once its window has closed.
    const rows = (await this.uow.manager.query(
      `WITH closed AS (
         SELECT coalesce(sum(total_quantity), 0) AS offered,
                coalesce(sum(reserved_quantity + picked_up_quantity), 0) AS reserved,
                coalesce(sum(picked_up_quantity), 0) AS picked_up
           FROM portion_daily_stats WHERE tenant_id = $1
       ), open AS (
         SELECT coalesce(sum(total_quantity), 0) AS offered,
                coalesce(sum(reserved_quantity + picked_up_quantity), 0) AS reserved,
                coalesce(sum(picked_up_quantity), 0) AS picked_up,
                coalesce(sum(total_quantity) FILTER (WHERE available_until <= $2), 0) AS over_offered,
                coalesce(sum(picked_up_quantity) FILTER (WHERE available_until <= $2), 0) AS over_picked_up
           FROM portions WHERE tenant_id = $1 AND status = 'available'
       )
       SELECT (closed.offered + open.offered)::bigint AS offered,
              (closed.reserved + open.reserved)::bigint AS reserved,
              (closed.picked_up + open.picked_up)::bigint AS picked_up,
              (closed.offered + open.over_offered)::bigint AS closed_offered,
              (closed.picked_up + open.over_picked_up)::bigint AS closed_picked_up
         FROM tenants t, closed, open
        WHERE t.id = $1`,
      [tenantId, now],
    )) as Record<string, string>[];
    const row = rows[0];
    if (!row) return null;
    return {
      offered: Number(row.offered),
      reserved: Number(row.reserved),
      pickedUp: Number(row.picked_up),
      closedOffered: Number(row.closed_offered),
      closedPickedUp: Number(row.closed_picked_up),
    };
  }

  async weekly(tenantId: string, weeks: number, now: Date): Promise<WeeklyStats[] | null> {
    // Weeks are local Amsterdam weeks (date_trunc('week') starts on the ISO Monday); each portion counts in
    // the week it was offered, with what was reserved and picked up of it.
    const rows = (await this.uow.manager.query(
      `WITH week AS (
         SELECT w.start::date AS first_day, (w.start + interval '1 week')::date AS next_first_day
           FROM generate_series(
                  date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($3::int - 1) * interval '1 week',
                  date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam'),
                  interval '1 week') AS w(start)
       ), counted AS (
         SELECT day, total_quantity, reserved_quantity, picked_up_quantity
           FROM portion_daily_stats
          WHERE tenant_id = $1 AND day >= (SELECT min(first_day) FROM week)
         UNION ALL
         SELECT (created_at AT TIME ZONE 'Europe/Amsterdam')::date, total_quantity, reserved_quantity, picked_up_quantity
           FROM portions
          WHERE tenant_id = $1 AND status = 'available'
       )
       SELECT to_char(week.first_day, 'YYYY-MM-DD') AS week_start,
              coalesce(sum(c.total_quantity), 0)::bigint AS offered,
              coalesce(sum(c.reserved_quantity + c.picked_up_quantity), 0)::bigint AS reserved,
              coalesce(sum(c.picked_up_quantity), 0)::bigint AS picked_up
         FROM tenants t
        CROSS JOIN week
         LEFT JOIN counted c ON c.day >= week.first_day AND c.day < week.next_first_day
        WHERE t.id = $1
        GROUP BY week.first_day
        ORDER BY week.first_day`,
      [tenantId, now, weeks],
    )) as Record<string, string>[];
    if (rows.length === 0) return null;
    return rows.map((row) => ({
      weekStart: row.week_start,
      offered: Number(row.offered),
      reserved: Number(row.reserved),
      pickedUp: Number(row.picked_up),
    }));
  }
}
