import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { GetNoShowsQuery } from '../../../application/statistics/get-no-shows.query.js';
import { LATE_CANCELLATION_MINUTES } from '../../../domain/statistics/no-shows.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { GetFoodStatsQuery } from '../../../application/statistics/get-food-stats.query.js';
import { GetLocationStatsQuery } from '../../../application/statistics/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../../../application/statistics/get-stats-series.query.js';
import { GetStatsQuery } from '../../../application/statistics/get-stats.query.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { noShowsCsv, noShowsFileName } from './no-shows-csv.js';
import {
  DailyStatsParamsDto,
  DailyStatsRowDto,
  FoodStatsResponseDto,
  LocationStatsRowDto,
  NoShowsParamsDto,
  NoShowsRowDto,
  StatsFilterDto,
  StatsResponseDto,
  WeeklyStatsParamsDto,
  WeeklyStatsRowDto,
} from './dto/stats.dto.js';

/** The tenant admin's statistics; a superadmin may read those of any tenant. */
@ApiTags('stats')
@ApiBearerAuth()
@Roles('admin', 'superadmin')
@Scopes('stats:read')
@Controller('protected/tenants/:tenantId/stats')
export class StatsController {
  constructor(
    private readonly getStats: GetStatsQuery,
    private readonly getSeries: GetStatsSeriesQuery,
    private readonly getLocationStats: GetLocationStatsQuery,
    private readonly getFoodStats: GetFoodStatsQuery,
    private readonly getNoShows: GetNoShowsQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Totals of all portions offered (or of one location), with waste reduction and impact' })
  @ApiOkResponse({ type: StatsResponseDto })
  @ApiErrors(400, 401, 403, 404)
  stats(@UuidParam('tenantId') tenantId: string, @Query() filter: StatsFilterDto): Promise<StatsResponseDto> {
    return this.getStats.execute(tenantId, { locationId: filter.locationId });
  }

  @Get('weekly')
  @ApiOperation({ summary: 'Statistics per ISO week of the portions offered in it' })
  @ApiOkResponse({
    type: WeeklyStatsRowDto,
    isArray: true,
    description: 'One row per ISO week, oldest first, the current week last, empty weeks included',
  })
  @ApiErrors(400, 401, 403, 404)
  async weekly(@UuidParam('tenantId') tenantId: string, @Query() params: WeeklyStatsParamsDto): Promise<WeeklyStatsRowDto[]> {
    const rows = await this.getSeries.execute(tenantId, 'week', params.weeks ?? 12, { locationId: params.locationId });
    return rows.map(({ start, ...row }) => ({ weekStart: start, ...row }));
  }

  @Get('daily')
  @ApiOperation({ summary: 'Statistics per day of the portions offered on it' })
  @ApiOkResponse({ type: DailyStatsRowDto, isArray: true, description: 'One row per day, oldest first, today last, empty days included' })
  @ApiErrors(400, 401, 403, 404)
  async daily(@UuidParam('tenantId') tenantId: string, @Query() params: DailyStatsParamsDto): Promise<DailyStatsRowDto[]> {
    const rows = await this.getSeries.execute(tenantId, 'day', params.days ?? 30, { locationId: params.locationId });
    return rows.map(({ start, ...row }) => ({ day: start, ...row }));
  }

  @Get('food')
  @ApiOperation({
    summary: 'Portions offered in the last days by allergen and diet mark',
    description: 'For example the vegetarian share: `diet[code=vegetarian].sharePercent` of the offered quantity.',
  })
  @ApiOkResponse({ type: FoodStatsResponseDto })
  @ApiErrors(400, 401, 403, 404)
  food(@UuidParam('tenantId') tenantId: string, @Query() params: DailyStatsParamsDto): Promise<FoodStatsResponseDto> {
    return this.getFoodStats.execute(tenantId, params.days ?? 30, { locationId: params.locationId });
  }

  @Get('locations')
  @ApiOperation({ summary: 'Statistics per location of the tenant' })
  @ApiOkResponse({ type: LocationStatsRowDto, isArray: true, description: 'One row per location, active or not, by name' })
  @ApiErrors(400, 401, 403, 404)
  locations(@UuidParam('tenantId') tenantId: string): Promise<LocationStatsRowDto[]> {
    return this.getLocationStats.execute(tenantId);
  }

  @Get('no-shows')
  // Figures about named colleagues: for the organisation's own admins, not for the platform's superadmin, never for staff.
  @Roles('admin')
  @ApiOperation({
    summary: 'Per person: reservations, pick-ups, no-shows and late cancellations in a period',
    description:
      'Counts reservations (not portions) on the portions offered from `from` to `to` (local days, Europe/Amsterdam, as the other ' +
      'statistics), one row per person with at least one, by name. A no-show is a reservation still open once its portion is over. ' +
      `A late cancellation is one the holder made in the last ${LATE_CANCELLATION_MINUTES} minutes before the portion's end (when the ` +
      'pick-up reminder has gone out and the unit can hardly reach anyone else); a cancellation after an allergen change is free, ' +
      "and a withdrawal is the kitchen's, so neither is late. A reservation paid online counts once paid. " +
      "`?format=csv` answers the rows as CSV in the reader's language (the period's days with their year on each line, formulas escaped).",
  })
  @ApiOkResponse({ type: NoShowsRowDto, isArray: true })
  @ApiProduces('application/json', 'text/csv')
  @ApiErrors(400, 401, 403, 404)
  async noShows(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: NoShowsParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NoShowsRowDto[] | string> {
    const { period, rows } = await this.getNoShows.execute(tenantId, params);
    if (params.format !== 'csv') return rows;
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${noShowsFileName(language, period)}"`);
    return noShowsCsv(period, rows, language);
  }
}
