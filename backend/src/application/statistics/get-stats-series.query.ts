import { Injectable } from '@nestjs/common';
import {
  PortionStatsReader,
  toStatsRow,
  type StatsFilter,
  type StatsPeriod,
  type StatsRow,
} from '../../domain/statistics/portion-stats.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantNotFoundError } from '../../domain/tenancy/index.js';

@Injectable()
export class GetStatsSeriesQuery {
  constructor(
    private readonly stats: PortionStatsReader,
    private readonly clock: Clock,
  ) {}

  /** One row per day or ISO week (Europe/Amsterdam), oldest first, the current one last, empty ones included. */
  async execute(tenantId: string, period: StatsPeriod, count: number, filter: StatsFilter = {}): Promise<(StatsRow & { start: string })[]> {
    const rows = await this.stats.series(tenantId, period, count, filter, this.clock.now());
    if (!rows) throw new TenantNotFoundError();
    return rows.map((row) => ({ start: row.start, ...toStatsRow(row.totals) }));
  }
}
