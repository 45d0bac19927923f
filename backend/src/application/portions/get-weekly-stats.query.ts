import { Injectable } from '@nestjs/common';
import { PortionStatsReader, type WeeklyStats } from '../../domain/portions/portion-stats.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';

@Injectable()
export class GetWeeklyStatsQuery {
  constructor(
    private readonly stats: PortionStatsReader,
    private readonly clock: Clock,
  ) {}

  /** One row per ISO week (Europe/Amsterdam), oldest first, the current week last, empty weeks included. */
  async execute(tenantId: string, weeks: number): Promise<WeeklyStats[]> {
    const rows = await this.stats.weekly(tenantId, weeks, this.clock.now());
    if (!rows) throw new TenantNotFoundError();
    return rows;
  }
}
