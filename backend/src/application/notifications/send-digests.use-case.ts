import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/mail-outbox.port.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { isDigestTime, localDay } from '../../domain/notifications/notification-schedule.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { portionDigestMail } from './mails/portion-digest.mail.js';
import { NotificationLinks } from './notification-links.js';
import { digestPush } from './push-texts.js';
import type { SentCount } from './send-instant-notifications.use-case.js';

/** The daily digest at 11:00 on working days (Amsterdam), once per user and day, only when something is on offer. */
@Injectable()
export class SendDigestsUseCase {
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
    if (!isDigestTime(this.clock.now())) return sent;
    for (const userId of await this.audience.usersChoosing('digest')) {
      await this.unitOfWork.run(async () => {
        const now = this.clock.now();
        const day = localDay(now);
        const recipient = await this.audience.lockRecipient(userId, 'digest');
        if (!recipient || (await this.audience.digestSentOn(userId, day))) return;
        await this.audience.recordDigest(userId, day);
        const portions = await this.audience.reservablePortions(recipient, now);
        if (portions.length === 0) return;
        await this.mailOutbox.enqueue(portionDigestMail(recipient, portions, this.links.forMail(userId, 'newPortions'), now));
        sent.mails += 1;
        if (recipient.pushReady) {
          await this.pushOutbox.enqueue(digestPush(userId, portions));
          sent.pushes += 1;
        }
      });
    }
    return sent;
  }
}
