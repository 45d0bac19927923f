import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DecideLeftoverUseCase, ListOpenLeftoversQuery } from '../../../application/waste/leftovers.use-cases.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { DecideLeftoverDto, LeftoverDecisionResponseDto, LeftoverListParamsDto, OpenLeftoverResponseDto } from './dto/leftover.dto.js';

/** "Wat is ermee gebeurd?": what was left of ended portions, recorded as waste or marked used otherwise. */
@ApiTags('waste')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
@Controller('protected/tenants/:tenantId')
export class LeftoversController {
  constructor(
    private readonly listLeftovers: ListOpenLeftoversQuery,
    private readonly decideLeftover: DecideLeftoverUseCase,
  ) {}

  @Get('waste-leftovers')
  @ApiOperation({
    summary: 'The ended portions with units left that nobody answered yet',
    description:
      'Portions withdrawn or past their window in the last 7 days with units left, with neither an `unsold` waste record naming them (portionId) nor "used otherwise". Newest ended first; at most a week of portions, so no paging.',
  })
  @Scopes('waste:read', 'waste:write')
  @ApiOkResponse({ type: OpenLeftoverResponseDto, isArray: true })
  @ApiErrors(400, 401, 403)
  async list(@UuidParam('tenantId') tenantId: string, @Query() params: LeftoverListParamsDto): Promise<OpenLeftoverResponseDto[]> {
    return (await this.listLeftovers.execute(tenantId, params.locationId ?? null)).map(OpenLeftoverResponseDto.from);
  }

  @Put('portions/:id/leftover')
  @ApiOperation({
    summary: 'Mark what was left of an ended portion as used otherwise (not waste)',
    description:
      "Kept for the organisation (every device stops listing it) and audited (waste.leftover_used_otherwise); it adds nothing to the waste report. Answering again changes nothing. A portion on offer, without units left, or already recorded as unsold waste answers 409 leftover_not_open; another organisation's portion 404.",
  })
  @Scopes('waste:write')
  @ApiOkResponse({ type: LeftoverDecisionResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async decide(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') portionId: string,
    @Body() dto: DecideLeftoverDto,
  ): Promise<LeftoverDecisionResponseDto> {
    return LeftoverDecisionResponseDto.from(await this.decideLeftover.execute(actor, tenantId, portionId, dto.outcome));
  }
}
