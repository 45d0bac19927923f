import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendUserPasswordResetUseCase } from '../../../application/accounts/send-user-password-reset.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

/** The superadmin helps a tenant's user back in without ever seeing or setting a password. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/users/:id/password-reset')
export class AdminPasswordResetController {
  constructor(private readonly sendPasswordReset: SendUserPasswordResetUseCase) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail an active tenant user a password reset link (valid 60 minutes); the user chooses the password' })
  @ApiAcceptedResponse({ description: 'Reset mail queued; earlier links of this user stop working' })
  @ApiErrors(400, 401, 403, 404)
  async send(@UuidParam('id') id: string): Promise<void> {
    await this.sendPasswordReset.execute(id);
  }
}
