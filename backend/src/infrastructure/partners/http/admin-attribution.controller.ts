import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { AttributeTenantUseCase, type Attribution } from '../../../application/partners/attribute-tenant.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { AttributionChangeDto, AttributionDto, SetAttributionDto } from './dto/portal.dto.js';

const toDto = ({ tenantId, partnerId, history }: Attribution): AttributionDto => ({
  tenantId,
  partnerId,
  history: history.map(AttributionChangeDto.from),
});

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/tenants/:id/attribution')
export class AdminAttributionController {
  constructor(private readonly attribution: AttributeTenantUseCase) {}

  @Get()
  @ApiOperation({ summary: 'The partner a tenant is attributed to, with the history of changes' })
  @ApiOkResponse({ type: AttributionDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('id') id: string): Promise<AttributionDto> {
    return toDto(await this.attribution.get(id));
  }

  @Put()
  @ApiOperation({ summary: 'Set or clear (null) the partner a tenant is attributed to; the change is recorded with who made it' })
  @ApiOkResponse({ type: AttributionDto })
  @ApiErrors(400, 401, 403, 404)
  async set(@CurrentUser() actor: Actor, @UuidParam('id') id: string, @Body() dto: SetAttributionDto): Promise<AttributionDto> {
    return toDto(await this.attribution.execute(actor, id, dto.partnerId ?? null));
  }
}
