import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { GetNotificationStatsQuery } from '../../../application/notifications/get-notification-stats.query.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

class NotificationStatsDto {
  @ApiProperty({ description: "Notification mails and pushes delivered to the tenant's users since Monday 00:00 (Amsterdam)", example: 12 })
  sentThisWeek: number;
}

@ApiTags('stats')
@ApiBearerAuth()
@Roles('admin', 'superadmin')
@Controller('protected/tenants/:tenantId/stats/notifications')
export class NotificationStatsController {
  constructor(private readonly getStats: GetNotificationStatsQuery) {}

  @Get()
  @ApiOperation({ summary: '"Meldingen verstuurd deze week": notification mails plus pushes delivered this week' })
  @ApiOkResponse({ type: NotificationStatsDto })
  @ApiErrors(400, 401, 403)
  stats(@UuidParam('tenantId') tenantId: string): Promise<NotificationStatsDto> {
    return this.getStats.execute(tenantId);
  }
}
