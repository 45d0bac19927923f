import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/mail-outbox.port.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { pickupReminderMail } from './mails/pickup-reminder.mail.js';
import { NotificationLinks } from './notification-links.js';
import { reminderPush } from './push-texts.js';
import type { SentCount } from './send-instant-notifications.use-case.js';

const BATCH = 100;

/**
 * "Vergeet je portie niet op te halen": 30 minutes before the window closes, for reservations still reserved;
 * by push when the user has it, otherwise by mail. Claim and message commit together, so each goes out once.
 */
@Injectable()
export class SendRemindersUseCase {
  constructor(
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: NotificationLinks,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SentCount> {
    const sent: SentCount = { mails: 0, pushes: 0 };
    for (let claimed = BATCH; claimed === BATCH; ) {
      claimed = await this.unitOfWork.run(async () => {
        const now = this.clock.now();
        const reminders = await this.audience.claimDueReminders(now, BATCH);
        for (const reminder of reminders) {
          if (reminder.pushReady) {
            await this.pushOutbox.enqueue(reminderPush(reminder, now));
            sent.pushes += 1;
          } else {
            await this.mailOutbox.enqueue(pickupReminderMail(reminder, this.links.forMail(reminder.userId, 'reminders'), now));
            sent.mails += 1;
          }
        }
        return reminders.length;
      });
    }
    return sent;
  }
}
