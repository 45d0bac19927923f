import { Injectable } from '@nestjs/common';
import { NotificationStatsReader } from '../domain/notification-stats.js';
import { Clock } from '../../../platform/domain/clock.js';

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
