import { Injectable } from '@nestjs/common';
import { PortionStatsReader, toTenantStats, type StatsFilter, type TenantStats } from '../domain/portion-stats.js';
import { Clock } from '../../../platform/domain/clock.js';
import { TenantNotFoundError } from '../../tenancy/index.js';

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
