import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { GetStatsQuery } from '../../../application/portions/get-stats.query.js';
import { GetWeeklyStatsQuery } from '../../../application/portions/get-weekly-stats.query.js';
import { Roles } from '../../auth/roles.decorator.js';
import { Scopes } from '../../auth/scopes.decorator.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { UuidParam } from '../shared/uuid-param.js';
import { StatsResponseDto, WeeklyStatsParamsDto, WeeklyStatsRowDto } from './dto/stats.dto.js';

/** The tenant admin's statistics; a superadmin may read those of any tenant. */
@ApiTags('stats')
@ApiBearerAuth()
@Roles('admin', 'superadmin')
@Scopes('stats:read')
@Controller('protected/tenants/:tenantId/stats')
export class StatsController {
  constructor(
    private readonly getStats: GetStatsQuery,
    private readonly getWeeklyStats: GetWeeklyStatsQuery,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The tenant\'s portion and reservation statistics' })
  @ApiOkResponse({ type: StatsResponseDto })
  @ApiErrors(400, 401, 403, 404)
  stats(@UuidParam('tenantId') tenantId: string): Promise<StatsResponseDto> {
    return this.getStats.execute(tenantId);
  }

  @Get('weekly')
  @ApiOperation({ summary: 'The tenant\'s statistics per week' })
  @ApiOkResponse({ type: WeeklyStatsRowDto, isArray: true, description: 'One row per ISO week, oldest first, the current week last, empty weeks included' })
  @ApiErrors(400, 401, 403, 404)
  weekly(@UuidParam('tenantId') tenantId: string, @Query() params: WeeklyStatsParamsDto): Promise<WeeklyStatsRowDto[]> {
    return this.getWeeklyStats.execute(tenantId, params.weeks ?? 12);
  }
}
