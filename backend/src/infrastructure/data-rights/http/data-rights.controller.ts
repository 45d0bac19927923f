import { Body, Controller, Delete, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { EraseTenantUseCase } from '../../../application/data-rights/erase-tenant.use-case.js';
import { EraseUserUseCase } from '../../../application/data-rights/erase-user.use-case.js';
import { ExportMyDataUseCase } from '../../../application/data-rights/export-my-data.use-case.js';
import { ExportTenantUseCase } from '../../../application/data-rights/export-tenant.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { UserResponseDto } from '../../identity/http/dto/user-response.dto.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { TenantResponseDto } from '../../tenancy/http/dto/tenant.dto.js';
import { EraseTenantDto, PersonalDataDto } from './data-rights.dto.js';

@ApiTags('data rights')
@ApiBearerAuth()
@Controller('protected')
export class DataRightsController {
  constructor(
    private readonly exportTenant: ExportTenantUseCase,
    private readonly exportMyData: ExportMyDataUseCase,
    private readonly eraseUser: EraseUserUseCase,
    private readonly eraseTenant: EraseTenantUseCase,
  ) {}

  @Get('tenants/:tenantId/export')
  @Roles('admin', 'superadmin')
  @ApiOperation({
    summary: "Download a tenant's data as a ZIP",
    description:
      'users, locations, portions, food-safety-log (every temperature on record), reservations, notification-preferences, api-keys (metadata only) and audit-log, each as .json and .csv, plus README.txt explaining the fields in Dutch. ' +
      'Streamed from one consistent snapshot. Never holds password hashes or secrets. The superadmin may export any tenant, also a deactivated one.',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP file', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(400, 401, 403, 404)
  async tenantExport(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @Res() reply: FastifyReply): Promise<void> {
    const { filename, content } = await this.exportTenant.execute(actor, tenantId);
    await reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(content);
  }

  @Get('profile/export')
  @ApiOperation({
    summary: 'Download your own data as JSON',
    description: 'GDPR Art. 15 and 20: profile, reservations, notification choices and push devices.',
  })
  @ApiOkResponse({ type: PersonalDataDto })
  @ApiErrors(401)
  async personalExport(@CurrentUser() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonalDataDto> {
    reply.header('Content-Disposition', 'attachment; filename="mijn-portiepunt-gegevens.json"').header('Cache-Control', 'no-store');
    return this.exportMyData.execute(actor);
  }

  @Delete('tenants/:tenantId/users/:id')
  @Roles('admin')
  @ApiOperation({
    summary: 'Erase a user of your tenant',
    description:
      'Replaces the name and address, removes push devices, preferences and the mails sent to them; the user can never log in again. ' +
      'Reservations stay, anonymised, so statistics do not change. The last active admin and your own account answer 409.',
  })
  @ApiOkResponse({ type: UserResponseDto, description: 'The erased user' })
  @ApiErrors(400, 401, 403, 404, 409)
  async erase(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.eraseUser.execute(actor, tenantId, id));
  }

  @Delete('admin/tenants/:id')
  @Roles('superadmin')
  @ApiOperation({
    summary: 'Erase a deactivated tenant with all its data',
    description: 'Confirmed by repeating the slug in the body. An active tenant answers 409. Audit entries (ids only) stay.',
  })
  @ApiOkResponse({ type: TenantResponseDto, description: 'The erased tenant' })
  @ApiErrors(400, 401, 403, 404, 409)
  async eraseTenantWithData(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Body() dto: EraseTenantDto,
  ): Promise<TenantResponseDto> {
    return TenantResponseDto.from(await this.eraseTenant.execute(actor, id, dto.slug));
  }
}
