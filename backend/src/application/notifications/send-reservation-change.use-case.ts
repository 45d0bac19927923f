import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../domain/mail/index.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import type { ReservationNotice } from '../../domain/reservations/index.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { reservationChangeMail } from './mails/reservation-change.mail.js';
import { reservationChangePush } from './push-texts.js';

/**
 * Tells a reservation's holder of a change they did not make (the portion's allergens changed, or it was withdrawn),
 * in the transaction that made it: by mail, and by push too where they subscribed, in their language. A withdrawal
 * follows their "changes to my reservation" choice; an allergen change is always sent.
 */
@Injectable()
export class SendReservationChangeUseCase {
  constructor(
    private readonly audience: NotificationAudience,
    private readonly mailOutbox: MailOutbox,
    private readonly pushOutbox: PushOutbox,
    private readonly links: AppLinks,
  ) {}

  async execute(tenantId: string, reservationId: string, change: ReservationNotice): Promise<void> {
    const holder = await this.audience.changedReservationHolder(tenantId, reservationId);
    if (!holder) return;
    if (change.kind !== 'allergens_changed' && !holder.reservationChanges) return;
    await this.mailOutbox.enqueue(reservationChangeMail(holder, change, { dashboard: this.links.to('/dashboard') }));
    if (holder.pushReady) await this.pushOutbox.enqueue(reservationChangePush(holder, change));
  }
}
