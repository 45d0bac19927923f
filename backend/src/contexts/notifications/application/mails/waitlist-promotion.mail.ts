import { composeMail, type OutboundEmail } from '../../../mail/index.js';
import type { DueReminder } from '../../domain/notification-audience.js';
import { allergenText, endTime } from './dutch-format.js';

export const PROMOTION_SUBJECT = 'Je bent aan de beurt: je portie is gereserveerd';

/** A unit came free and the waiting list gave it to this person: a reservation they did not tap themselves. */
export function waitlistPromotionMail(notice: DueReminder, links: { dashboard: string }, now: Date): OutboundEmail {
  return composeMail({
    kind: 'waitlist-promotion',
    to: notice.email,
    subject: PROMOTION_SUBJECT,
    greeting: `Hallo ${notice.firstName},`,
    blocks: [
      `Er kwam een portie ${notice.portionTitle} vrij bij ${notice.locationName} en jij stond vooraan op de wachtlijst. We hebben die voor je gereserveerd: haal hem op vóór ${endTime(notice.availableUntil, now)}.`,
      `Allergenen: ${allergenText(notice)}.`,
      `Je ophaalcode: ${notice.pickupCode}. Laat die aan de balie zien.`,
      'Kun je toch niet? Annuleer de reservering op het dashboard, dan gaat de portie naar wie na jou wacht.',
      { label: 'Bekijk je reservering op het dashboard', url: links.dashboard },
    ],
  });
}
