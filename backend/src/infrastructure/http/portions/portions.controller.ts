import { Body, Controller, Get, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreatePortionUseCase } from '../../../application/portions/create-portion.use-case.js';
import { GetPortionQuery } from '../../../application/portions/get-portion.query.js';
import { ListPortionsQuery } from '../../../application/portions/list-portions.query.js';
import { UpdatePortionUseCase } from '../../../application/portions/update-portion.use-case.js';
import { WithdrawPortionUseCase } from '../../../application/portions/withdraw-portion.use-case.js';
import { PORTION_STATUSES } from '../../../domain/portions/portion.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { Roles } from '../../auth/roles.decorator.js';
import { PORTION_SORT_FIELDS } from '../../persistence/typeorm/portions/typeorm-portion.repository.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../shared/list-query.js';
import { UuidParam } from '../shared/uuid-param.js';
import { CreatePortionDto, PortionListParamsDto, PortionResponseDto, UpdatePortionDto, WithdrawPortionDto } from './dto/portion.dto.js';

const PORTIONS: ListSpec = {
  resource: 'portions',
  sortFields: PORTION_SORT_FIELDS,
  filters: { q: 'string', status: PORTION_STATUSES },
};

@ApiTags('portions')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/portions')
export class PortionsController {
  constructor(
    private readonly listPortions: ListPortionsQuery,
    private readonly getPortion: GetPortionQuery,
    private readonly createPortion: CreatePortionUseCase,
    private readonly updatePortion: UpdatePortionUseCase,
    private readonly withdrawPortion: WithdrawPortionUseCase,
  ) {}

  @Get()
  @Roles('kitchen', 'staff', 'admin')
  @ApiList(PORTIONS, PortionResponseDto)
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: PortionListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortionResponseDto[]> {
    const query = parseListQuery(params, PORTIONS);
    const page = await this.listPortions.execute(actor, tenantId, { available: params.available, locationId: params.locationId }, query);
    return sendPage(reply, PORTIONS, query, page, PortionResponseDto.from);
  }

  @Get(':id')
  @Roles('kitchen', 'staff', 'admin')
  @ApiOkResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.getPortion.execute(tenantId, id));
  }

  @Post()
  @Roles('kitchen', 'admin')
  @ApiCreatedResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403)
  async create(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @Body() dto: CreatePortionDto): Promise<PortionResponseDto> {
    const view = await this.createPortion.execute(actor, tenantId, { ...dto, availableUntil: new Date(dto.availableUntil) });
    return PortionResponseDto.from(view);
  }

  @Put(':id')
  @Roles('kitchen', 'admin')
  @ApiOkResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string, @Body() dto: UpdatePortionDto): Promise<PortionResponseDto> {
    const changes = { ...dto, availableUntil: dto.availableUntil === undefined ? undefined : new Date(dto.availableUntil) };
    return PortionResponseDto.from(await this.updatePortion.execute(tenantId, id, changes));
  }

  @Patch(':id/status')
  @Roles('kitchen', 'admin')
  @ApiOkResponse({ type: PortionResponseDto, description: 'Withdrawn: expired, with its open reservations cancelled' })
  @ApiErrors(400, 401, 403, 404, 409)
  async withdraw(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string, @Body() _dto: WithdrawPortionDto): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.withdrawPortion.execute(tenantId, id));
  }
}
