import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import type { DueReminder } from '../../../domain/notifications/notification-audience.js';
import { notificationTexts } from '../notification.texts.js';
import { allergenText, endTime } from './notification-format.js';

/** A unit came free and the waiting list gave it to this person: a reservation they did not tap themselves. */
export function waitlistPromotionMail(notice: DueReminder, links: { dashboard: string }, now: Date): OutboundEmail {
  const { language } = notice;
  const t = notificationTexts(language);
  return composeMail({
    kind: 'waitlist-promotion',
    to: notice.email,
    language,
    subject: t('promotion.subject'),
    firstName: notice.firstName,
    blocks: [
      t('promotion.reserved', {
        title: notice.portionTitle,
        location: notice.locationName,
        until: endTime(language, notice.availableUntil, now),
      }),
      t('allergenLine', { allergens: allergenText(language, notice) }),
      t('pickupCode', { code: notice.pickupCode }),
      t('promotion.cannotCome'),
      { label: t('reservationLink'), url: links.dashboard },
    ],
  });
}
