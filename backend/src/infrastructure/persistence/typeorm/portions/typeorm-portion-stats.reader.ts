import { Injectable } from '@nestjs/common';
import { PortionStatsReader, type StatsTotals, type WeeklyStats } from '../../../../domain/portions/portion-stats.js';
import { TypeormUnitOfWork } from '../typeorm-unit-of-work.js';

/**
 * Both statistics read the portions' own counters (kept in step with the reservations in the same
 * transactions) through portions_tenant_created_idx, an index-only scan: their cost grows with the number of
 * portions, not of reservations. Joining the tenant makes a missing tenant answer no row.
 */
@Injectable()
export class TypeormPortionStatsReader extends PortionStatsReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async totals(tenantId: string, now: Date): Promise<StatsTotals | null> {
    const rows = (await this.uow.manager.query(
      `SELECT coalesce(sum(p.total_quantity), 0)::bigint AS offered,
              coalesce(sum(p.reserved_quantity + p.picked_up_quantity), 0)::bigint AS reserved,
              coalesce(sum(p.picked_up_quantity), 0)::bigint AS picked_up,
              coalesce(sum(p.total_quantity) FILTER (WHERE p.status <> 'available' OR p.available_until <= $2), 0)::bigint AS closed_offered,
              coalesce(sum(p.picked_up_quantity) FILTER (WHERE p.status <> 'available' OR p.available_until <= $2), 0)::bigint AS closed_picked_up
         FROM tenants t
         LEFT JOIN portions p ON p.tenant_id = t.id
        WHERE t.id = $1
        GROUP BY t.id`,
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
    // the week it was offered, with what was reserved and picked up of it, and what is still reserved after its
    // window closed (no-shows; a withdrawal cancels open reservations, so those never count).
    const rows = (await this.uow.manager.query(
      `WITH week AS (
         SELECT w.start, (w.start AT TIME ZONE 'Europe/Amsterdam') AS from_ts,
                ((w.start + interval '1 week') AT TIME ZONE 'Europe/Amsterdam') AS to_ts
           FROM generate_series(
                  date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam') - ($3::int - 1) * interval '1 week',
                  date_trunc('week', $2::timestamptz AT TIME ZONE 'Europe/Amsterdam'),
                  interval '1 week') AS w(start)
       )
       SELECT to_char(week.start, 'YYYY-MM-DD') AS week_start,
              coalesce(sum(p.total_quantity), 0)::bigint AS offered,
              coalesce(sum(p.reserved_quantity + p.picked_up_quantity), 0)::bigint AS reserved,
              coalesce(sum(p.picked_up_quantity), 0)::bigint AS picked_up,
              coalesce(sum(p.reserved_quantity) FILTER (WHERE p.available_until <= $2), 0)::bigint AS no_shows
         FROM tenants t
        CROSS JOIN week
         LEFT JOIN portions p ON p.tenant_id = t.id AND p.created_at >= week.from_ts AND p.created_at < week.to_ts
        WHERE t.id = $1
        GROUP BY week.start
        ORDER BY week.start`,
      [tenantId, now, weeks],
    )) as Record<string, string>[];
    if (rows.length === 0) return null;
    return rows.map((row) => ({
      weekStart: row.week_start,
      offered: Number(row.offered),
      reserved: Number(row.reserved),
      pickedUp: Number(row.picked_up),
      noShows: Number(row.no_shows),
    }));
  }
}
