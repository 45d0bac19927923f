import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { AllowedWithTemporaryPassword } from '../../../platform/auth/password-change.guard.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { GetProfileQuery } from '../application/get-profile.query.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { ApiErrors } from '../../../platform/http/error-response.dto.js';
import { UserResponseDto } from './dto/user-response.dto.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('protected/profile')
export class ProfileController {
  constructor(private readonly getProfile: GetProfileQuery) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's own profile" })
  @AllowedWithTemporaryPassword()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(401)
  async profile(@CurrentUser() actor: Actor): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.getProfile.execute(actor));
  }
}
