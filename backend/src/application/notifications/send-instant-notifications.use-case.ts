import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience, type Recipient } from '../../domain/notifications/notification-audience.js';
import { instantMailDueAt, pushAllowance, PUSH_WINDOW_MS } from '../../domain/notifications/notification-schedule.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { newPortionsMail } from './mails/new-portions.mail.js';
import { NotificationLinks } from './notification-links.js';
import { NotificationRun } from './notification-run.js';
import { newPortionPush } from './push-texts.js';
import type { SentCount } from './sent-count.js';

/**
 * Instant notifications about new portions. Mail: the first portion after a quiet spell goes out within a
 * minute; after a mail the next comes at the earliest 10 minutes later and lists every portion offered since
 * that is still reservable. Push: one per new portion, at most 3 an hour. Each user is handled under a lock
 * of their preferences row (NotificationRun), so that instances never announce twice.
 */
@Injectable()
export class SendInstantNotificationsUseCase {
  constructor(
    private readonly run: NotificationRun,
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: NotificationLinks,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<SentCount> {
    return this.run.perRecipient('instant', async (recipient) => {
      const now = this.clock.now();
      return { mails: await this.mail(recipient, now), pushes: recipient.pushReady ? await this.push(recipient, now) : 0 };
    });
  }

  private async mail(recipient: Recipient, now: Date): Promise<number> {
    const waiting = await this.audience.reservablePortions(recipient, now, 'mail');
    if (waiting.length === 0 || instantMailDueAt(waiting[0].createdAt, recipient.lastInstantMailAt) > now) return 0;
    await this.mailOutbox.enqueue(newPortionsMail(recipient, waiting, this.links.forMail(recipient.userId, 'newPortions'), now));
    await this.audience.markAnnounced(
      recipient.userId,
      waiting.map((portion) => portion.id),
      'mail',
      true,
      now,
    );
    await this.audience.recordInstantMail(recipient.userId, now);
    return 1;
  }

  /** The newest portions get the hour's remaining pushes; the others are passed over for good. */
  private async push(recipient: Recipient, now: Date): Promise<number> {
    const waiting = await this.audience.reservablePortions(recipient, now, 'push');
    if (waiting.length === 0) return 0;
    const allowance = pushAllowance(await this.audience.pushesSince(recipient.userId, new Date(now.getTime() - PUSH_WINDOW_MS)));
    const pushed = allowance > 0 ? waiting.slice(-allowance) : [];
    const passedOver = waiting.slice(0, waiting.length - pushed.length);
    for (const portion of pushed) await this.pushOutbox.enqueue(newPortionPush(recipient.userId, recipient.language, portion, now));
    await this.audience.markAnnounced(
      recipient.userId,
      pushed.map((portion) => portion.id),
      'push',
      true,
      now,
    );
    await this.audience.markAnnounced(
      recipient.userId,
      passedOver.map((portion) => portion.id),
      'push',
      false,
      now,
    );
    return pushed.length;
  }
}
