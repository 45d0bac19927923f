import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { AllowedWithTemporaryPassword } from '../../platform/auth/password-change.guard.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { ChangeLanguageUseCase } from '../../../application/identity/change-language.use-case.js';
import { GetProfileQuery } from '../../../application/identity/get-profile.query.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ChangeLanguageDto } from './dto/change-language.dto.js';
import { ProfileResponseDto, UserResponseDto } from './dto/user-response.dto.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('protected/profile')
export class ProfileController {
  constructor(
    private readonly getProfile: GetProfileQuery,
    private readonly changeLanguage: ChangeLanguageUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's own profile" })
  @AllowedWithTemporaryPassword()
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiErrors(401)
  async profile(@CurrentUser() actor: Actor): Promise<ProfileResponseDto> {
    const { user, tenantName } = await this.getProfile.execute(actor);
    return { ...UserResponseDto.from(user), tenantName };
  }

  @Put('language')
  @ApiOperation({
    summary: 'Choose the language of your own screens, mails, pushes and exports',
    description:
      'Also allowed while a temporary password awaits replacement. An unknown language answers 400 (`not_allowed`) naming `language`.',
  })
  @AllowedWithTemporaryPassword()
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiErrors(400, 401)
  async language(@CurrentUser() actor: Actor, @Body() dto: ChangeLanguageDto): Promise<ProfileResponseDto> {
    await this.changeLanguage.execute(actor, dto.language);
    return this.profile(actor);
  }
}
