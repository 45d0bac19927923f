import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MealsServedUseCases } from '../../../application/waste/meals-served.use-cases.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { MealsServedParamsDto, MealsServedResponseDto, SetMealsServedDto } from './dto/waste.dto.js';

/** Meals served per location and day: the denominator of grams per meal. A meal-ordering system sends them with waste:write. */
@ApiTags('waste')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
// `:id` like the other location routes: Fastify merges differently named parameters at the same place.
@Controller('protected/tenants/:tenantId/locations/:id/meals-served')
export class MealsServedController {
  constructor(private readonly meals: MealsServedUseCases) {}

  @Put(':date')
  @ApiOperation({
    summary: 'Set the meals a location served on a day',
    description: 'Replaces the number for that day; 0 to 100,000, not in the future.',
  })
  @ApiParam({ name: 'date', example: '2026-11-20', description: 'Local day, YYYY-MM-DD' })
  @Scopes('waste:write')
  @ApiOkResponse({ type: MealsServedResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async set(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Param('date') date: string,
    @Body() dto: SetMealsServedDto,
  ): Promise<MealsServedResponseDto> {
    return MealsServedResponseDto.from(await this.meals.set(tenantId, locationId, date, dto.meals));
  }

  @Get()
  @ApiOperation({ summary: 'Meals served per day in a period', description: 'Days without a number are left out.' })
  @Scopes('waste:read', 'waste:write')
  @ApiOkResponse({ type: MealsServedResponseDto, isArray: true })
  @ApiErrors(400, 401, 403, 404)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Query() params: MealsServedParamsDto,
  ): Promise<MealsServedResponseDto[]> {
    return (await this.meals.list(tenantId, locationId, params.from, params.to)).map(MealsServedResponseDto.from);
  }
}
