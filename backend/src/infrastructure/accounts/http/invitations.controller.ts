import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResendInvitationUseCase } from '../../../application/accounts/resend-invitation.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/users/:id/invitation')
export class InvitationsController {
  constructor(private readonly resendInvitation: ResendInvitationUseCase) {}

  @Post()
  @HttpCode(202)
  @Roles('admin')
  @ApiOperation({ summary: 'Mail a fresh invitation link (valid 72 hours) to an active user who has not chosen a password yet' })
  @ApiAcceptedResponse({ description: 'Invitation queued; earlier links of this user stop working' })
  @ApiErrors(400, 401, 403, 404, 409)
  async resend(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<void> {
    await this.resendInvitation.execute(tenantId, id);
  }
}
