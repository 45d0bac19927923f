import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../domain/shared/clock.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { waitlistPromotionMail } from './mails/waitlist-promotion.mail.js';
import { waitlistPromotionPush } from './push-texts.js';

/**
 * Tells who got a unit from a waiting list, in the transaction that gave it (the outboxes deliver after the commit):
 * by push when they switched push on and have a device, otherwise by mail. Always one of the two, whatever their
 * choices about new portions and reminders: it is a reservation they did not tap themselves.
 */
@Injectable()
export class SendWaitlistPromotionUseCase {
  constructor(
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: AppLinks,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, reservationId: string): Promise<void> {
    const notice = await this.audience.reservationNotice(tenantId, reservationId);
    if (!notice) return;
    const now = this.clock.now();
    if (notice.pushReady) await this.pushOutbox.enqueue(waitlistPromotionPush(notice, now));
    else await this.mailOutbox.enqueue(waitlistPromotionMail(notice, { dashboard: this.links.to('/dashboard') }, now));
  }
}
