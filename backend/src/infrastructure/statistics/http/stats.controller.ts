import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetFoodStatsQuery } from '../../../application/statistics/get-food-stats.query.js';
import { GetLocationStatsQuery } from '../../../application/statistics/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../../../application/statistics/get-stats-series.query.js';
import { GetStatsQuery } from '../../../application/statistics/get-stats.query.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import {
  DailyStatsParamsDto,
  DailyStatsRowDto,
  FoodStatsResponseDto,
  LocationStatsRowDto,
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
}
