import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { ChangePasswordUseCase } from '../../../application/accounts/change-password.use-case.js';
import { ForgotPasswordUseCase } from '../../../application/accounts/forgot-password.use-case.js';
import { ResetPasswordUseCase } from '../../../application/accounts/reset-password.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { AllowedWithTemporaryPassword } from '../../platform/auth/password-change.guard.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors, ErrorResponseDto } from '../../platform/http/error-response.dto.js';
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
  @CrossTenant('forgot password: the account is found by its address')
  @Post('auth/forgot-password')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Mail a password reset link (valid 60 minutes) to an active user; the same answer for any address',
    description:
      'Answers 202 with the same body whether or not the address belongs to an active user. The link works once; a newer link voids older ones. ' +
      'At most 5 requests per address and 20 per IP per hour (429 with Retry-After, also the same for unknown addresses).',
  })
  @ApiAcceptedResponse({ type: ForgotPasswordReceiptDto })
  @ApiErrors(400, 503)
  @ApiResponse({
    status: 429,
    description: 'More than 5 requests for this address, or 20 from this IP, within an hour (counted whether or not the address exists)',
    type: ErrorResponseDto,
    example: {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many password reset requests; try again in 3600 seconds',
      code: 'too_many_password_resets',
    },
    headers: { 'Retry-After': { description: 'Seconds until a request is accepted again', schema: { type: 'integer' } } },
  })
  async forgot(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest): Promise<ForgotPasswordReceiptDto> {
    await this.forgotPassword.execute(dto.email, request.ip);
    return { message: FORGOT_PASSWORD_RECEIPT };
  }

  @Public()
  @CrossTenant('password reset: the account is found by its token')
  @Post('auth/reset-password')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Set a password with the token of a reset or invitation link; the link works once',
    description:
      'Reset links are valid for 60 minutes, invitation links for 72 hours. The password needs at least 8 characters and may not be one of the ' +
      '10,000 most common passwords (400 naming `password`). A used, expired or unknown token answers 400 naming `token`.',
  })
  @ApiNoContentResponse({ description: 'Password set; every token issued before now answers 401' })
  @ApiErrors(400, 503)
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
