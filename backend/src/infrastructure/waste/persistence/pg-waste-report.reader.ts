import { Injectable } from '@nestjs/common';
import { WASTE_DESTINATIONS, WASTE_STAGES } from '../../../domain/waste/waste-record.js';
import type { DatePeriod } from '../../../domain/waste/waste-figures.js';
import { WasteReportReader, type LocationSums, type WasteSums, type WeekSums } from '../../../domain/waste/waste-report.reader.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** What a group of daily rows is keyed by: nothing (one total), the ISO week's Monday, or the location. */
const KEYS = {
  all: `''`,
  week: `to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD')`,
  location: `location_id::text`,
} as const;
type Key = keyof typeof KEYS;

/** $1 tenant, $2 first day, $3 last day, $4 location or null. */
const WHERE = `tenant_id = $1 AND day BETWEEN $2::date AND $3::date AND ($4::uuid IS NULL OR location_id = $4::uuid)`;

const empty = (): WasteSums => ({
  wastedGrams: 0,
  byStage: Object.fromEntries(WASTE_STAGES.map((stage) => [stage, 0])),
  byReason: {},
  byDestination: Object.fromEntries(WASTE_DESTINATIONS.map((destination) => [destination, 0])),
  mealsServed: 0,
  rescuedPortions: 0,
  rescuedWeighedGrams: 0,
  rescuedUnweighedPortions: 0,
});

/**
 * Reads the daily totals (waste_daily_totals, waste_daily_reason_totals, meals_served, portion_daily_stats) and the
 * few portions still on offer, grouped in SQL by the report's key: four queries per grouping, each over at most a
 * row per day and location (and reason), however many records there are.
 */
@Injectable()
export class PgWasteReportReader extends WasteReportReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async sums(tenantId: string, period: DatePeriod, locationId: string | null, now: Date): Promise<WasteSums> {
    return (await this.grouped('all', tenantId, period, locationId, now)).get('') ?? empty();
  }

  async weeks(tenantId: string, period: DatePeriod, locationId: string | null, now: Date): Promise<WeekSums[]> {
    const byWeek = await this.grouped('week', tenantId, period, locationId, now);
    const mondays = (await this.uow.manager.query(
      `SELECT to_char(s, 'YYYY-MM-DD') AS monday
         FROM generate_series(date_trunc('week', $1::date::timestamp), date_trunc('week', $2::date::timestamp), interval '1 week') AS s`,
      [period.from, period.to],
    )) as { monday: string }[];
    return mondays.map(({ monday }) => {
      const sums = byWeek.get(monday) ?? empty();
      return {
        weekStart: monday,
        wastedGrams: sums.wastedGrams,
        mealsServed: sums.mealsServed,
        rescuedWeighedGrams: sums.rescuedWeighedGrams,
        rescuedUnweighedPortions: sums.rescuedUnweighedPortions,
      };
    });
  }

  async perLocation(tenantId: string, period: DatePeriod, now: Date): Promise<LocationSums[]> {
    const byLocation = await this.grouped('location', tenantId, period, null, now);
    const locations = (await this.uow.manager.query(`SELECT id, name FROM locations WHERE tenant_id = $1 ORDER BY name, id`, [
      tenantId,
    ])) as {
      id: string;
      name: string;
    }[];
    return locations.map((location) => ({ locationId: location.id, name: location.name, ...(byLocation.get(location.id) ?? empty()) }));
  }

  async firstRecordDay(tenantId: string): Promise<string | null> {
    const [row] = (await this.uow.manager.query(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM waste_daily_totals WHERE tenant_id = $1 AND records > 0`,
      [tenantId],
    )) as { day: string | null }[];
    return row?.day ?? null;
  }

  private async grouped(
    key: Key,
    tenantId: string,
    period: DatePeriod,
    locationId: string | null,
    now: Date,
  ): Promise<Map<string, WasteSums>> {
    const k = KEYS[key];
    const params = [tenantId, period.from, period.to, locationId];
    const columns = [
      ...WASTE_STAGES.map((stage) => `stage_${stage}`),
      ...WASTE_DESTINATIONS.map((destination) => `destination_${destination}`),
    ];
    const [totals, reasons, meals, rescued] = (await Promise.all([
      this.uow.manager.query(
        `SELECT ${k} AS k, sum(grams)::bigint AS grams, ${columns.map((column) => `sum(${column})::bigint AS ${column}`).join(', ')}
           FROM waste_daily_totals WHERE ${WHERE} GROUP BY 1`,
        params,
      ),
      this.uow.manager.query(
        `SELECT ${k} AS k, reason_code, sum(grams)::bigint AS grams FROM waste_daily_reason_totals WHERE ${WHERE} GROUP BY 1, 2 HAVING sum(grams) > 0`,
        params,
      ),
      this.uow.manager.query(`SELECT ${k} AS k, sum(meals)::bigint AS meals FROM meals_served WHERE ${WHERE} GROUP BY 1`, params),
      // Rescued: what was picked up of the portions offered on each day, closed ones from the rollup, open ones live.
      this.uow.manager.query(
        `SELECT ${k} AS k, sum(picked_up)::bigint AS picked_up, sum(weighed)::bigint AS weighed, sum(unweighed)::bigint AS unweighed
           FROM (SELECT day, location_id, picked_up_quantity AS picked_up, picked_up_weighed_grams AS weighed,
                        picked_up_unweighed_quantity AS unweighed
                   FROM portion_daily_stats WHERE ${WHERE}
                 UNION ALL
                 SELECT day, location_id, picked_up_quantity, picked_up_quantity * coalesce(portion_weight_grams, 0),
                        CASE WHEN portion_weight_grams IS NULL THEN picked_up_quantity ELSE 0 END
                   FROM (SELECT (created_at AT TIME ZONE 'Europe/Amsterdam')::date AS day, * FROM portions
                          WHERE tenant_id = $1 AND status = 'available' AND created_at <= $5) open
                  WHERE ${WHERE}) rescued
          GROUP BY 1`,
        [...params, now],
      ),
    ])) as Record<string, string>[][];
    const groups = new Map<string, WasteSums>();
    const group = (keyValue: string) => {
      if (!groups.has(keyValue)) groups.set(keyValue, empty());
      return groups.get(keyValue)!;
    };
    for (const row of totals) {
      const sums = group(row.k);
      sums.wastedGrams = Number(row.grams);
      for (const stage of WASTE_STAGES) sums.byStage[stage] = Number(row[`stage_${stage}`]);
      for (const destination of WASTE_DESTINATIONS) sums.byDestination[destination] = Number(row[`destination_${destination}`]);
    }
    for (const row of reasons) group(row.k).byReason[row.reason_code] = Number(row.grams);
    for (const row of meals) group(row.k).mealsServed = Number(row.meals);
    for (const row of rescued) {
      const sums = group(row.k);
      sums.rescuedPortions = Number(row.picked_up);
      sums.rescuedWeighedGrams = Number(row.weighed);
      sums.rescuedUnweighedPortions = Number(row.unweighed);
    }
    return groups;
  }
}
