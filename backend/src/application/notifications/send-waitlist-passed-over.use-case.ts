import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { waitlistPassedOverMail } from './mails/waitlist-passed-over.mail.js';
import { waitlistPassedOverPush } from './push-texts.js';

/**
 * Tells people first in line that a freed unit went to the next one because they were at their organisation's cap
 * of open reservations, in the transaction that gave it: by mail, and by push too where they subscribed, in their
 * language, unless they switched "changes to my reservations" off. Once per wait: their card says it until it ends.
 */
@Injectable()
export class SendWaitlistPassedOverUseCase {
  constructor(
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: AppLinks,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, portionId: string, userIds: string[]): Promise<void> {
    const now = this.clock.now();
    for (const person of await this.audience.waitingPeople(tenantId, portionId, userIds)) {
      if (!person.reservationChanges) continue;
      await this.mailOutbox.enqueue(waitlistPassedOverMail(person, { dashboard: this.links.to('/dashboard') }, now));
      if (person.pushReady) await this.pushOutbox.enqueue(waitlistPassedOverPush(person, portionId, now));
    }
  }
}
