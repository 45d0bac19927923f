import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import type { DueReminder } from '../../../domain/notifications/notification-audience.js';
import { notificationTexts } from '../notification.texts.js';
import { allergenText, endTime } from './notification-format.js';
import { changesSinceReservedLines } from './reservation-change.mail.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

/** Half an hour before the pick-up window closes on a reservation that is still open. */
export function pickupReminderMail(reminder: DueReminder, links: { dashboard: string; unsubscribe: string }, now: Date): OutboundEmail {
  const { language } = reminder;
  const t = notificationTexts(language);
  return composeMail({
    kind: 'pickup-reminder',
    to: reminder.email,
    language,
    subject: t('reminder.subject'),
    firstName: reminder.firstName,
    blocks: [
      t('reminder.reserved', {
        count: reminder.quantity,
        title: reminder.portionTitle,
        location: reminder.locationName,
        until: endTime(language, reminder.availableUntil, now),
      }),
      // Every change since reserving is named, so nobody collects food that changed without noticing.
      ...(reminder.changesSinceReserved
        ? changesSinceReservedLines(language, reminder, reminder.changesSinceReserved)
        : [t('allergenLine', { allergens: allergenText(language, reminder) })]),
      t('pickupCode', { code: reminder.pickupCode }),
      { label: t('reservationLink'), url: links.dashboard },
      ...unsubscribeBlocks(language, t('reminder.why'), links.unsubscribe),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
