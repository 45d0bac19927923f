import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import type { WaitingPerson } from '../../../domain/notifications/notification-audience.js';
import { notificationTexts } from '../notification.texts.js';
import { endTime } from './notification-format.js';

/** A unit came free while this person stood first in line at their cap: it went to the next one, and they hear why. */
export function waitlistPassedOverMail(person: WaitingPerson, links: { dashboard: string }, now: Date): OutboundEmail {
  const { language } = person;
  const t = notificationTexts(language);
  return composeMail({
    kind: 'waitlist-passed-over',
    to: person.email,
    language,
    subject: t('passedOver.subject', { title: person.portionTitle }),
    firstName: person.firstName,
    blocks: [
      t('passedOver.why', { title: person.portionTitle, location: person.locationName }),
      t('passedOver.turn', { until: endTime(language, person.availableUntil, now) }),
      { label: t('reservationLink'), url: links.dashboard },
      t('change.why'),
    ],
  });
}
