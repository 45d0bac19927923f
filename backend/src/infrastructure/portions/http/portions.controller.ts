import { Body, Controller, Get, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreatePortionUseCase } from '../../../application/portions/create-portion.use-case.js';
import { GetPortionQuery } from '../../../application/portions/get-portion.query.js';
import { ListPortionsQuery } from '../../../application/portions/list-portions.query.js';
import { UpdatePortionUseCase } from '../../../application/portions/update-portion.use-case.js';
import { WithdrawPortionUseCase } from '../../../application/portions/withdraw-portion.use-case.js';
import { RecordTemperatureCheckUseCase } from '../../../application/portions/record-temperature-check.use-case.js';
import { PORTION_STATUSES } from '../../../domain/portions/portion.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { PORTION_SORT_FIELDS } from '../../../domain/portions/portion.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import {
  CreatePortionDto,
  CreateTemperatureCheckDto,
  PortionListParamsDto,
  PortionResponseDto,
  TemperatureCheckDto,
  UpdatePortionDto,
  WithdrawPortionDto,
} from './dto/portion.dto.js';

const PORTIONS: ListSpec = {
  resource: 'portions',
  sortFields: PORTION_SORT_FIELDS,
  filters: { q: 'string', status: PORTION_STATUSES, locationId: 'uuid' },
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
  async get(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
  ): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.getPortion.execute(tenantId, id, actor.userId));
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
      temperatureAt: optionalDate(dto.temperatureAt),
      coolingStartedAt: optionalDate(dto.coolingStartedAt),
      cooledAt: optionalDate(dto.cooledAt),
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
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdatePortionDto,
  ): Promise<PortionResponseDto> {
    const writable = withoutReadOnly(dto, PortionResponseDto.from(await this.getPortion.execute(tenantId, id)));
    const changes = {
      ...writable,
      availableUntil: optionalDate(writable.availableUntil) ?? undefined,
      preparedAt: optionalDate(writable.preparedAt),
      temperatureAt: optionalDate(writable.temperatureAt),
      coolingStartedAt: optionalDate(writable.coolingStartedAt),
      cooledAt: optionalDate(writable.cooledAt),
    };
    return PortionResponseDto.from(await this.updatePortion.execute(actor, tenantId, id, changes));
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
    @Body() dto: WithdrawPortionDto,
  ): Promise<PortionResponseDto> {
    return PortionResponseDto.from(await this.withdrawPortion.execute(tenantId, id, dto.reason ?? null));
  }
}

@Controller('protected/tenants/:tenantId/portions/:id/temperature-checks')
@ApiTags('portions')
@ApiBearerAuth()
export class TemperatureChecksController {
  constructor(private readonly recordCheck: RecordTemperatureCheckUseCase) {}

  @Post()
  @ApiOperation({
    summary: 'Record a temperature check, or correct an entry',
    description:
      "A check during the offer. With temperatuurregistratie on, a hot portion's check below hotMinC (a chilled one's above chilledMaxC) withdraws it at once: endedReason temperature, its open reservations cancelled. With correctsId and a note: a correction of an earlier entry, which stays on record; allowed after the portion ended. A new check on an ended portion: 400 (field portionId, code portion_ended).",
  })
  @Roles('kitchen', 'admin')
  @Scopes('portions:write')
  @ApiCreatedResponse({ type: TemperatureCheckDto })
  @ApiErrors(400, 401, 403, 404)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') portionId: string,
    @Body() dto: CreateTemperatureCheckDto,
  ): Promise<TemperatureCheckDto> {
    return this.recordCheck.execute(actor, tenantId, portionId, { ...dto, measuredAt: optionalDate(dto.measuredAt) });
  }
}

/** An absent date stays absent (no change), null stays null (none). */
function optionalDate<T extends string | null | undefined>(value: T): Date | Exclude<T, string> {
  return (typeof value === 'string' ? new Date(value) : value) as Date | Exclude<T, string>;
}
