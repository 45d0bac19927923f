import { Injectable } from '@nestjs/common';
import { PortionStatsReader, toFoodStats, type FoodStats, type StatsFilter } from '../domain/portion-stats.js';
import { ALLERGENS, DIET_MARKS } from '../../portions/index.js';
import { Clock } from '../../../platform/domain/clock.js';
import { TenantNotFoundError } from '../../tenancy/index.js';

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
