import { Injectable } from '@nestjs/common';
import { LATE_CANCELLATION_MINUTES, NoShowReader, type NoShowFigures, type NoShowPeriod } from '../../../domain/statistics/no-shows.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

interface FiguresRow {
  user_id: string;
  first_name: string;
  last_name: string;
  reservations: number;
  picked_up: number;
  no_shows: number;
  late_cancellations: number;
}

/** The rules of no-shows.ts in one query; a payment that never came through leaves its reservation out. */
const FIGURES = `
  SELECT u.id AS user_id, u.first_name, u.last_name,
         count(*)::int AS reservations,
         count(*) FILTER (WHERE r.status = 'picked_up')::int AS picked_up,
         count(*) FILTER (WHERE r.status = 'reserved' AND (p.available_until <= $4 OR p.status <> 'available'))::int AS no_shows,
         count(*) FILTER (
           WHERE r.status = 'cancelled'
             AND r.cancelled_at > p.available_until - ${LATE_CANCELLATION_MINUTES} * interval '1 minute'
             AND coalesce(r.notice->>'kind', '') NOT IN ('allergens_changed', 'withdrawn')
         )::int AS late_cancellations
    FROM reservations r
    JOIN portions p ON p.id = r.portion_id AND p.tenant_id = r.tenant_id
    JOIN users u ON u.id = r.user_id AND u.tenant_id = r.tenant_id
   WHERE r.tenant_id = $1
     AND (p.created_at AT TIME ZONE 'Europe/Amsterdam')::date BETWEEN $2::date AND $3::date
     AND r.status <> 'awaiting_payment'
     AND NOT EXISTS (
       SELECT 1 FROM payments pay WHERE pay.reservation_id = r.id AND pay.status IN ('open', 'expired', 'canceled', 'failed')
     )
   GROUP BY u.id
   ORDER BY u.name_sort_key, u.id`;

@Injectable()
export class TypeormNoShowReader extends NoShowReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async figures(tenantId: string, period: NoShowPeriod, now: Date): Promise<NoShowFigures[]> {
    const rows: FiguresRow[] = await this.uow.manager.query(FIGURES, [tenantId, period.from, period.to, now]);
    return rows.map((row) => ({
      userId: row.user_id,
      name: `${row.first_name} ${row.last_name}`,
      reservations: row.reservations,
      pickedUp: row.picked_up,
      noShows: row.no_shows,
      lateCancellations: row.late_cancellations,
    }));
  }
}
