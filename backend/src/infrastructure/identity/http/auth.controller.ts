import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiCreatedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { LoginUseCase } from '../../../application/identity/login.use-case.js';
import { RegisterUserUseCase } from '../../../application/identity/register-user.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors, ErrorResponseDto } from '../../platform/http/error-response.dto.js';
import { LoginDto, LoginResponseDto } from './dto/login.dto.js';
import { RegisterUserDto } from './dto/register-user.dto.js';
import { UserResponseDto } from './dto/user-response.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly login: LoginUseCase,
    private readonly registerUser: RegisterUserUseCase,
  ) {}

  @Public()
  @CrossTenant('sign-in: the account is found by its address')
  @Post('login')
  @ApiOperation({
    summary: 'Log in with email and password',
    description: 'Answers `{token, user}`. A wrong email, wrong password, inactive user or inactive tenant all get the same 401.',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(400, 401, 503)
  @ApiResponse({
    status: 429,
    description:
      'After 5 failures for this address within 15 minutes (from any IP, whether or not the account exists; the wait doubles up to 15 minutes), or 20 from this IP',
    type: ErrorResponseDto,
    example: {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many login attempts; try again in 60 seconds',
      code: 'too_many_login_attempts',
    },
    headers: { 'Retry-After': { description: 'Seconds until an attempt is accepted again', schema: { type: 'integer' } } },
  })
  async logIn(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<LoginResponseDto> {
    const { token, user, firstLogin } = await this.login.execute(dto.email, dto.password, request.ip);
    return { token, user: UserResponseDto.from(user), firstLogin };
  }

  @Post('register')
  @ApiOperation({
    summary: 'Register a kitchen, staff or admin user',
    description:
      'An admin registers into their own tenant, a superadmin into any tenant. No superadmin can be created. A taken email answers 409.',
  })
  @Roles('admin', 'superadmin')
  @ApiBearerAuth()
  @ApiCreatedResponse({
    type: UserResponseDto,
    description: 'An admin registers into their own tenant; a superadmin into any. Without a password the user is mailed an invitation.',
  })
  @ApiErrors(400, 401, 403, 404, 409)
  async register(@CurrentUser() actor: Actor, @Body() dto: RegisterUserDto): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.registerUser.execute(actor, { ...dto, passwordIsTemporary: dto.password !== undefined }));
  }
}
