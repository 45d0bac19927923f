import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience, type DueReminder } from '../../domain/notifications/notification-audience.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { pickupReminderMail } from './mails/pickup-reminder.mail.js';
import { NotificationLinks } from './notification-links.js';
import { NotificationRun } from './notification-run.js';
import { reminderPush } from './push-texts.js';
import type { SentCount } from './sent-count.js';

const BATCH = 100;

/**
 * "Vergeet je portie niet op te halen": 30 minutes before the window closes, for reservations still reserved;
 * by push when the user has it, otherwise by mail. Claim and message commit together, so each goes out once.
 */
@Injectable()
export class SendRemindersUseCase {
  constructor(
    private readonly run: NotificationRun,
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: NotificationLinks,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<SentCount> {
    return this.run.inBatches(
      BATCH,
      (limit) => this.audience.claimDueReminders(this.clock.now(), limit),
      (reminder) => this.remind(reminder),
    );
  }

  private async remind(reminder: DueReminder): Promise<SentCount> {
    const now = this.clock.now();
    if (reminder.pushReady) {
      await this.pushOutbox.enqueue(reminderPush(reminder, now));
      return { mails: 0, pushes: 1 };
    }
    await this.mailOutbox.enqueue(pickupReminderMail(reminder, this.links.forMail(reminder.userId, 'reminders'), now));
    return { mails: 1, pushes: 0 };
  }
}
