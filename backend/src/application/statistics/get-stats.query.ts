import { Injectable } from '@nestjs/common';
import { PortionStatsReader, toTenantStats, type StatsFilter, type TenantStats } from '../../domain/statistics/portion-stats.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantNotFoundError } from '../../domain/tenancy/index.js';

@Injectable()
export class GetStatsQuery {
  constructor(
    private readonly stats: PortionStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, filter: StatsFilter = {}): Promise<TenantStats> {
    const totals = await this.stats.totals(tenantId, filter, this.clock.now());
    if (!totals) throw new TenantNotFoundError();
    return toTenantStats(totals);
  }
}
