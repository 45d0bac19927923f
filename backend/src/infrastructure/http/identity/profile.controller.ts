import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowedWithTemporaryPassword } from '../../auth/password-change.guard.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { GetProfileQuery } from '../../../application/identity/get-profile.query.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { UserResponseDto } from './dto/user-response.dto.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('protected/profile')
export class ProfileController {
  constructor(private readonly getProfile: GetProfileQuery) {}

  @Get()
  @AllowedWithTemporaryPassword()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(401)
  async profile(@CurrentUser() actor: Actor): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.getProfile.execute(actor));
  }
}
