import { Body, Controller, Get, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreatePortionUseCase } from '../application/create-portion.use-case.js';
import { GetPortionQuery } from '../application/get-portion.query.js';
import { ListPortionsQuery } from '../application/list-portions.query.js';
import { UpdatePortionUseCase } from '../application/update-portion.use-case.js';
import { WithdrawPortionUseCase } from '../application/withdraw-portion.use-case.js';
import { ListPortionReservationsQuery } from '../../reservations/application/list-portion-reservations.query.js';
import { RESERVATION_STATUSES } from '../../reservations/domain/reservation.js';
import { PORTION_STATUSES } from '../domain/portion.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { Roles } from '../../../platform/auth/roles.decorator.js';
import { Scopes } from '../../../platform/auth/scopes.decorator.js';
import { PORTION_SORT_FIELDS } from '../persistence/typeorm-portion.repository.js';
import { RESERVATION_SORT_FIELDS } from '../../reservations/persistence/typeorm-reservation.repository.js';
import { PortionReservationResponseDto } from '../../reservations/http/dto/reservation.dto.js';
import { ListParamsDto } from '../../../platform/http/list-params.dto.js';
import { ApiErrors } from '../../../platform/http/error-response.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../../platform/http/list-query.js';
import { withoutReadOnly } from '../../../platform/http/whole-record.js';
import { UuidParam } from '../../../platform/http/uuid-param.js';
import { CreatePortionDto, PortionListParamsDto, PortionResponseDto, UpdatePortionDto, WithdrawPortionDto } from './dto/portion.dto.js';

const PORTIONS: ListSpec = {
  resource: 'portions',
  sortFields: PORTION_SORT_FIELDS,
  filters: { q: 'string', status: PORTION_STATUSES, locationId: 'uuid' },
};

const PORTION_RESERVATIONS: ListSpec = {
  resource: 'reservations',
  sortFields: RESERVATION_SORT_FIELDS,
  filters: { status: RESERVATION_STATUSES },
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
    private readonly listPortionReservations: ListPortionReservationsQuery,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the tenant's portions" })
  @Roles('kitchen', 'staff', 'admin')
  @Scopes('portions:read', 'portions:write')
  @ApiList(PORTIONS, PortionResponseDto)
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: PortionListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortionResponseDto[]> {
    const query = parseListQuery(params, PORTIONS);
    const page = await this.listPortions.execute(
      actor,
      tenantId,
      { available: params.available, locationId: params.locationId ?? (query.filter.locationId as string | undefined) },
      query,
    );
    return sendPage(reply, PORTIONS, query, page, PortionResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one portion' })
  @Roles('kitchen', 'staff', 'admin')
  @Scopes('portions:read', 'portions:write')
  @ApiOkResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.getPortion.execute(tenantId, id));
  }

  @Get(':id/reservations')
  @Roles('kitchen', 'admin')
  @Scopes('reservations:read')
  @ApiOperation({ summary: "The portion's reservations with who holds them, oldest first: the kitchen's hand-over list" })
  @ApiList(PORTION_RESERVATIONS, PortionReservationResponseDto)
  @ApiErrors(400, 401, 403, 404)
  async reservations(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortionReservationResponseDto[]> {
    const query = parseListQuery(params, PORTION_RESERVATIONS);
    const page = await this.listPortionReservations.execute(tenantId, id, query);
    return sendPage(reply, PORTION_RESERVATIONS, query, page, PortionReservationResponseDto.from);
  }

  @Post()
  @ApiOperation({
    summary: 'Offer a portion',
    description:
      'Kitchen users of the tenant, or an API key with `portions:write`: the portion then names the key (`createdByApiKeyName`).',
  })
  @Roles('kitchen', 'admin')
  @Scopes('portions:write')
  @ApiCreatedResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: CreatePortionDto,
  ): Promise<PortionResponseDto> {
    const view = await this.createPortion.execute(actor, tenantId, {
      ...dto,
      availableUntil: new Date(dto.availableUntil),
      preparedAt: optionalDate(dto.preparedAt),
    });
    return PortionResponseDto.from(view);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a portion' })
  @Roles('kitchen', 'admin')
  @Scopes('portions:write')
  @ApiOkResponse({ type: PortionResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdatePortionDto,
  ): Promise<PortionResponseDto> {
    const writable = withoutReadOnly(dto, PortionResponseDto.from(await this.getPortion.execute(tenantId, id)));
    const changes = {
      ...writable,
      availableUntil: optionalDate(writable.availableUntil) ?? undefined,
      preparedAt: optionalDate(writable.preparedAt),
    };
    return PortionResponseDto.from(await this.updatePortion.execute(tenantId, id, changes));
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Withdraw a portion', description: 'Only an offered portion can be withdrawn; otherwise 409.' })
  @Roles('kitchen', 'admin')
  @Scopes('portions:write')
  @ApiOkResponse({ type: PortionResponseDto, description: 'Withdrawn: expired, with its open reservations cancelled' })
  @ApiErrors(400, 401, 403, 404, 409)
  async withdraw(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() _dto: WithdrawPortionDto,
  ): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.withdrawPortion.execute(tenantId, id));
  }
}

/** An absent date stays absent (no change), null stays null (none). */
function optionalDate<T extends string | null | undefined>(value: T): Date | Exclude<T, string> {
  return (typeof value === 'string' ? new Date(value) : value) as Date | Exclude<T, string>;
}
