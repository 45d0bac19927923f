import { Module } from '@nestjs/common';
import { GetNoShowsQuery } from '../../application/statistics/get-no-shows.query.js';
import { NoShowReader } from '../../domain/statistics/no-shows.js';
import { IdentityModule } from '../identity/index.js';
import { TypeormNoShowReader } from './persistence/typeorm-no-show.reader.js';
import { GetFoodStatsQuery } from '../../application/statistics/get-food-stats.query.js';
import { GetLocationStatsQuery } from '../../application/statistics/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../../application/statistics/get-stats-series.query.js';
import { GetStatsQuery } from '../../application/statistics/get-stats.query.js';
import { PortionStatsReader } from '../../domain/statistics/portion-stats.js';
import { StatsController } from './http/stats.controller.js';
import { TypeormPortionStatsReader } from './persistence/typeorm-portion-stats.reader.js';

/** Figures over portions and reservations, read from their daily roll-up. */
@Module({
  imports: [IdentityModule],
  controllers: [StatsController],
  providers: [
    { provide: PortionStatsReader, useClass: TypeormPortionStatsReader },
    GetStatsQuery,
    GetStatsSeriesQuery,
    GetLocationStatsQuery,
    GetFoodStatsQuery,
    { provide: NoShowReader, useClass: TypeormNoShowReader },
    GetNoShowsQuery,
  ],
})
export class StatisticsModule {}
