import { Injectable } from '@nestjs/common';
import { NotificationStatsReader } from '../../domain/notifications/notification-stats.js';
import { Clock } from '../../domain/shared/clock.js';

@Injectable()
export class GetNotificationStatsQuery {
  constructor(
    private readonly stats: NotificationStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string): Promise<{ sentThisWeek: number }> {
    return { sentThisWeek: await this.stats.deliveredThisWeek(tenantId, this.clock.now()) };
  }
}
