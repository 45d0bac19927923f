import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { ApproveSsoDomainUseCase } from '../../../application/sso/sso-domain.use-cases.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { DomainParam } from './domain-param.js';
import { SsoDomainStatusDto } from './dto/sso.dto.js';

@ApiTags('sso')
@Controller('protected/admin/tenants/:id/sso/domains/:domain/approve')
@Roles('superadmin')
export class SsoDomainApprovalController {
  constructor(private readonly approveDomain: ApproveSsoDomainUseCase) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Approve a tenant's domain for sign-in (superadmin)",
    description:
      'Marks a domain the tenant claimed as verified without a TXT record, for example after a call with its IT department; ' +
      'in the audit log as sso.domain_approved. 404 when the tenant has no organisation sign-in or does not list the domain; 409 ' +
      'when another tenant verified it.',
  })
  @ApiParam({ name: 'id', description: "The tenant's id" })
  @ApiParam({ name: 'domain', example: 'zorggroep-delinde.nl' })
  @ApiOkResponse({ type: SsoDomainStatusDto })
  @ApiErrors(400, 403, 404, 409)
  async approve(
    @CurrentUser() actor: Actor,
    @UuidParam('id') tenantId: string,
    @DomainParam() domain: string,
  ): Promise<SsoDomainStatusDto> {
    return this.approveDomain.execute(actor, tenantId, domain);
  }
}
