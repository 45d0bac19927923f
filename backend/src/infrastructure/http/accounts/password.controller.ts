import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { ChangePasswordUseCase } from '../../../application/accounts/change-password.use-case.js';
import { ForgotPasswordUseCase } from '../../../application/accounts/forgot-password.use-case.js';
import { ResetPasswordUseCase } from '../../../application/accounts/reset-password.use-case.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { AllowedWithTemporaryPassword } from '../../auth/password-change.guard.js';
import { Public } from '../../auth/public.decorator.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { ChangePasswordDto, ForgotPasswordDto, ForgotPasswordReceiptDto, ResetPasswordDto } from './dto/password.dto.js';

const FORGOT_PASSWORD_RECEIPT = 'If this address belongs to an active account, a link to choose a new password is on its way.';

@ApiTags('auth')
@Controller()
export class PasswordController {
  constructor(
    private readonly forgotPassword: ForgotPasswordUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
    private readonly changePassword: ChangePasswordUseCase,
  ) {}

  @Public()
  @Post('auth/forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a password reset link (valid 60 minutes) to an active user; the same answer for any address' })
  @ApiAcceptedResponse({ type: ForgotPasswordReceiptDto })
  @ApiErrors(400, 429)
  async forgot(@Body() dto: ForgotPasswordDto): Promise<ForgotPasswordReceiptDto> {
    await this.forgotPassword.execute(dto.email);
    return { message: FORGOT_PASSWORD_RECEIPT };
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set a password with the token of a reset or invitation link; the link works once' })
  @ApiNoContentResponse({ description: 'Password set; every token issued before now answers 401' })
  @ApiErrors(400)
  async reset(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.resetPassword.execute(dto.token, dto.password);
  }

  @Put('protected/profile/password')
  @HttpCode(204)
  @AllowedWithTemporaryPassword()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change your own password (also a temporary one)' })
  @ApiNoContentResponse({ description: 'Password changed; every token issued before now, this one included, answers 401' })
  @ApiErrors(400, 401)
  async change(@CurrentUser() actor: Actor, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.changePassword.execute(actor, dto.currentPassword, dto.newPassword);
  }
}
