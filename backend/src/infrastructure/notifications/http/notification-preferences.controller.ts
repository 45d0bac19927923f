import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetNotificationPreferencesQuery } from '../../../application/notifications/get-notification-preferences.query.js';
import { UpdateNotificationPreferencesUseCase } from '../../../application/notifications/update-notification-preferences.use-case.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { NotificationPreferencesDto } from './dto/notifications.dto.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Roles('kitchen', 'staff', 'admin')
@Controller('protected/profile/notifications')
export class NotificationPreferencesController {
  constructor(
    private readonly getPreferences: GetNotificationPreferencesQuery,
    private readonly updatePreferences: UpdateNotificationPreferencesUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's notification choices (defaults: off, all locations, no push, reminders on)" })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiErrors(401, 403)
  async get(@CurrentUser() actor: Actor): Promise<NotificationPreferencesDto> {
    return NotificationPreferencesDto.from(await this.getPreferences.execute(actor));
  }

  @Put()
  @ApiOperation({ summary: "Replaces the caller's notification choices; answers them as stored" })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiErrors(400, 401, 403)
  async put(@CurrentUser() actor: Actor, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const { newPortions, locations, push, reminders, reservationChanges } = dto;
    return NotificationPreferencesDto.from(
      await this.updatePreferences.execute(actor, { newPortions, locations, push, reminders, reservationChanges }),
    );
  }
}
