import { Injectable } from '@nestjs/common';
import { PortionStatsReader, toStatsRow, type StatsRow } from '../../domain/statistics/portion-stats.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantNotFoundError } from '../../domain/tenancy/index.js';

@Injectable()
export class GetLocationStatsQuery {
  constructor(
    private readonly stats: PortionStatsReader,
    private readonly clock: Clock,
  ) {}

  /** One row per location of the tenant (active or not), by name. */
  async execute(tenantId: string): Promise<(StatsRow & { locationId: string; name: string })[]> {
    const rows = await this.stats.perLocation(tenantId, this.clock.now());
    if (!rows) throw new TenantNotFoundError();
    return rows.map((row) => ({ locationId: row.locationId, name: row.name, ...toStatsRow(row.totals) }));
  }
}
