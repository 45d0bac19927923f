import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience, type Recipient } from '../../domain/notifications/notification-audience.js';
import { isDigestTime, localDay } from '../../domain/notifications/notification-schedule.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { portionDigestMail } from './mails/portion-digest.mail.js';
import { NotificationLinks } from './notification-links.js';
import { NotificationRun } from './notification-run.js';
import { digestPush } from './push-texts.js';
import { noneSent, type SentCount } from './sent-count.js';

/** The daily digest at 11:00 on working days (Amsterdam), once per user and day, only when something is on offer. */
@Injectable()
export class SendDigestsUseCase {
  constructor(
    private readonly run: NotificationRun,
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: NotificationLinks,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<SentCount> {
    if (!isDigestTime(this.clock.now())) return Promise.resolve(noneSent());
    return this.run.perRecipient('digest', (recipient) => this.digest(recipient));
  }

  private async digest(recipient: Recipient): Promise<SentCount> {
    const now = this.clock.now();
    const day = localDay(now);
    if (await this.audience.digestSentOn(recipient.userId, day)) return noneSent();
    await this.audience.recordDigest(recipient.userId, day);
    const portions = await this.audience.reservablePortions(recipient, now);
    if (portions.length === 0) return noneSent();
    await this.mailOutbox.enqueue(portionDigestMail(recipient, portions, this.links.forMail(recipient.userId, 'newPortions'), now));
    if (recipient.pushReady) await this.pushOutbox.enqueue(digestPush(recipient.userId, recipient.language, portions));
    return { mails: 1, pushes: recipient.pushReady ? 1 : 0 };
  }
}
