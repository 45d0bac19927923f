import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AUDIT_ACTIONS } from '../../../domain/audit/audit-entry.js';
import { ListAuditEntriesQuery } from '../../../application/audit/list-audit-entries.query.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { AUDIT_SORT_FIELDS } from '../../../domain/audit/audit-log.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { AuditEntryResponseDto } from './audit-entry.dto.js';

const FILTERS = { action: AUDIT_ACTIONS, actorId: 'uuid', at_gte: 'date', at_lte: 'date' } as const;
const TENANT_AUDIT: ListSpec = { resource: 'audit', sortFields: AUDIT_SORT_FIELDS, filters: FILTERS };
const ALL_AUDIT: ListSpec = { resource: 'audit', sortFields: AUDIT_SORT_FIELDS, filters: { ...FILTERS, tenantId: 'uuid' } };

@ApiTags('audit')
@ApiBearerAuth()
@Controller('protected')
export class AuditController {
  constructor(private readonly listEntries: ListAuditEntriesQuery) {}

  @Get('tenants/:tenantId/audit')
  @Roles('admin', 'superadmin')
  @ApiOperation({
    summary: "List a tenant's audit log",
    description: 'Newest first by default. Filters: action, actorId, at_gte and at_lte (ISO 8601). The log is append-only.',
  })
  @ApiList(TENANT_AUDIT, AuditEntryResponseDto)
  @ApiErrors(400, 401, 403)
  async listForTenant(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryResponseDto[]> {
    const query = parseListQuery(params, TENANT_AUDIT);
    return sendPage(reply, TENANT_AUDIT, query, await this.listEntries.execute(tenantId, query), AuditEntryResponseDto.from);
  }

  @Get('admin/audit')
  @Roles('superadmin')
  @ApiOperation({ summary: 'List the whole audit log', description: 'Every tenant and the system; filter tenantId narrows to one tenant.' })
  @ApiList(ALL_AUDIT, AuditEntryResponseDto)
  @ApiErrors(400, 401, 403)
  async listAll(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntryResponseDto[]> {
    const query = parseListQuery(params, ALL_AUDIT);
    return sendPage(reply, ALL_AUDIT, query, await this.listEntries.execute(null, query), AuditEntryResponseDto.from);
  }
}
