import { Injectable } from '@nestjs/common';
import { NOTIFICATION_MAIL_KINDS } from '../../../application/notifications/mails/notification-mail-kinds.js';
import { TIME_ZONE } from '../../../domain/notifications/notification-schedule.js';
import { NotificationStatsReader } from '../../../domain/notifications/notification-stats.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

@Injectable()
export class TypeormNotificationStatsReader extends NotificationStatsReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async deliveredThisWeek(tenantId: string, now: Date): Promise<number> {
    // Mail rows carry no tenant: they belong to it through their recipient, a user of the tenant.
    const rows: { count: string }[] = await this.uow.manager.query(
      `WITH week AS (SELECT date_trunc('week', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3 AS start)
       SELECT (SELECT count(*) FROM push_messages m, week WHERE m.tenant_id = $1 AND m.status = 'sent' AND m.sent_at >= week.start)
            + (SELECT count(*) FROM outbound_emails e JOIN users u ON u.email = e.recipient AND u.tenant_id = $1, week
               WHERE e.kind = ANY($4) AND coalesce(e.sent_at, e.last_attempt_at) >= week.start
                 AND (e.status = 'sent' OR e.status = 'held')) AS count`,
      [tenantId, now, TIME_ZONE, NOTIFICATION_MAIL_KINDS],
    );
    return Number(rows[0].count);
  }
}
