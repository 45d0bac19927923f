import { Module } from '@nestjs/common';
import { GetFoodStatsQuery } from '../../application/statistics/get-food-stats.query.js';
import { GetLocationStatsQuery } from '../../application/statistics/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../../application/statistics/get-stats-series.query.js';
import { GetStatsQuery } from '../../application/statistics/get-stats.query.js';
import { PortionStatsReader } from '../../domain/statistics/portion-stats.js';
import { StatsController } from './http/stats.controller.js';
import { TypeormPortionStatsReader } from './persistence/typeorm-portion-stats.reader.js';

/** Figures over portions and reservations, read from their daily roll-up. */
@Module({
  controllers: [StatsController],
  providers: [
    { provide: PortionStatsReader, useClass: TypeormPortionStatsReader },
    GetStatsQuery,
    GetStatsSeriesQuery,
    GetLocationStatsQuery,
    GetFoodStatsQuery,
  ],
})
export class StatisticsModule {}
