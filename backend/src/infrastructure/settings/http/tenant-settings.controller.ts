import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetTenantSettingsQuery } from '../../../application/settings/get-tenant-settings.query.js';
import { UpdateTenantSettingsUseCase } from '../../../application/settings/update-tenant-settings.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { TenantSettingsResponseDto, UpdateTenantSettingsDto } from './dto/tenant-settings.dto.js';

/** Every role of the tenant (and a superadmin) reads the settings; the tenant's admin changes them. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/settings')
export class TenantSettingsController {
  constructor(
    private readonly getSettings: GetTenantSettingsQuery,
    private readonly updateSettings: UpdateTenantSettingsUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "Read the tenant's settings" })
  @ApiOkResponse({ type: TenantSettingsResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string): Promise<TenantSettingsResponseDto> {
    return TenantSettingsResponseDto.from(await this.getSettings.execute(tenantId));
  }

  @Put()
  @Roles('admin')
  @ApiOperation({ summary: "Change the tenant's settings (absent keys stay, null clears)" })
  @ApiOkResponse({ type: TenantSettingsResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async update(@UuidParam('tenantId') tenantId: string, @Body() dto: UpdateTenantSettingsDto): Promise<TenantSettingsResponseDto> {
    return TenantSettingsResponseDto.from(await this.updateSettings.execute(tenantId, dto));
  }
}
