import { composeMail, type OutboundEmail } from '../../../mail/index.js';
import type { DueReminder } from '../../domain/notification-audience.js';
import { allergenText, endTime, porties } from './dutch-format.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

export const REMINDER_SUBJECT = 'Vergeet je portie niet op te halen';

/** Half an hour before the pick-up window closes on a reservation that is still open. */
export function pickupReminderMail(reminder: DueReminder, links: { dashboard: string; unsubscribe: string }, now: Date): OutboundEmail {
  return composeMail({
    kind: 'pickup-reminder',
    to: reminder.email,
    subject: REMINDER_SUBJECT,
    greeting: `Hallo ${reminder.firstName},`,
    blocks: [
      `Je hebt ${porties(reminder.quantity)} ${reminder.portionTitle} gereserveerd bij ${reminder.locationName}. Haal ${reminder.quantity === 1 ? 'je portie' : 'je porties'} op vóór ${endTime(reminder.availableUntil, now)}.`,
      `Allergenen: ${allergenText(reminder)}.`,
      `Je ophaalcode: ${reminder.pickupCode}. Laat die aan de balie zien.`,
      { label: 'Bekijk je reservering op het dashboard', url: links.dashboard },
      ...unsubscribeBlocks('Je krijgt deze herinnering omdat herinneringen onder Meldingen op het dashboard aan staan.', links.unsubscribe),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
