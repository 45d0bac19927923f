import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { AllowedWithTemporaryPassword } from '../../../platform/auth/password-change.guard.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { GetProfileQuery } from '../application/get-profile.query.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { ApiErrors } from '../../../platform/http/error-response.dto.js';
import { ProfileResponseDto, UserResponseDto } from './dto/user-response.dto.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('protected/profile')
export class ProfileController {
  constructor(private readonly getProfile: GetProfileQuery) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's own profile" })
  @AllowedWithTemporaryPassword()
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiErrors(401)
  async profile(@CurrentUser() actor: Actor): Promise<ProfileResponseDto> {
    const { user, tenantName } = await this.getProfile.execute(actor);
    return { ...UserResponseDto.from(user), tenantName };
  }
}
