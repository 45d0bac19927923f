import { Body, Controller, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { PLANS } from '../../../domain/tenancy/plan.js';
import { CreateTenantUseCase } from '../../../application/tenancy/create-tenant.use-case.js';
import { GetTenantQuery } from '../../../application/tenancy/get-tenant.query.js';
import { ListTenantsQuery } from '../../../application/tenancy/list-tenants.query.js';
import { UpdateTenantUseCase } from '../../../application/tenancy/update-tenant.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { TENANT_SORT_FIELDS } from '../../../domain/tenancy/tenant.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { CreateTenantDto, TenantResponseDto, UpdateTenantDto } from './dto/tenant.dto.js';

const TENANTS: ListSpec = {
  resource: 'tenants',
  sortFields: TENANT_SORT_FIELDS,
  filters: { q: 'string', plan: PLANS, isActive: 'boolean' },
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/tenants')
export class AdminTenantsController {
  constructor(
    private readonly listTenants: ListTenantsQuery,
    private readonly getTenant: GetTenantQuery,
    private readonly createTenant: CreateTenantUseCase,
    private readonly updateTenant: UpdateTenantUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List tenants (superadmin)' })
  @ApiList(TENANTS, TenantResponseDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<TenantResponseDto[]> {
    const query = parseListQuery(params, TENANTS);
    return sendPage(reply, TENANTS, query, await this.listTenants.execute(query), TenantResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one tenant (superadmin)' })
  @ApiOkResponse({ type: TenantResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('id') id: string): Promise<TenantResponseDto> {
    return TenantResponseDto.from(await this.getTenant.execute(id));
  }

  @Post()
  @ApiOperation({
    summary: 'Create a tenant with its first admin (superadmin)',
    description:
      'Tenant and admin are created in one transaction. A taken email answers 409. The admin gets an invitation mail to ' +
      'choose a password, unless `admin.password` is sent: then that password is temporary and must be replaced at first login.',
  })
  @ApiCreatedResponse({ type: TenantResponseDto, description: 'The tenant and its first admin, created in one transaction' })
  @ApiErrors(400, 401, 403, 409)
  async create(@CurrentUser() actor: Actor, @Body() dto: CreateTenantDto): Promise<TenantResponseDto> {
    // A password the superadmin hands over is temporary: the admin chooses their own at first login.
    const admin = { ...dto.admin, passwordIsTemporary: dto.admin.password !== undefined };
    const { tenant } = await this.createTenant.execute(actor, { ...dto, admin });
    return TenantResponseDto.from(tenant);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Change a tenant's name, plan or active state (superadmin)",
    description: 'Downgrading a plan below the active locations in use answers 409 naming the plan.',
  })
  @ApiOkResponse({ type: TenantResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(@UuidParam('id') id: string, @Body() dto: UpdateTenantDto): Promise<TenantResponseDto> {
    const changes = withoutReadOnly(dto, TenantResponseDto.from(await this.getTenant.execute(id)));
    return TenantResponseDto.from(await this.updateTenant.execute(id, changes));
  }
}
