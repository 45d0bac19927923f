import { Injectable } from '@nestjs/common';
import { PortionStatsReader, toFoodStats, type FoodStats, type StatsFilter } from '../../domain/statistics/portion-stats.js';
import { ALLERGENS, DIET_MARKS } from '../../domain/portions/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { TenantNotFoundError } from '../../domain/tenancy/index.js';

@Injectable()
export class GetFoodStatsQuery {
  constructor(
    private readonly stats: PortionStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, days: number, filter: StatsFilter = {}): Promise<FoodStats> {
    const counts = await this.stats.food(tenantId, days, filter, this.clock.now());
    if (!counts) throw new TenantNotFoundError();
    return toFoodStats(counts, ALLERGENS, DIET_MARKS);
  }
}
