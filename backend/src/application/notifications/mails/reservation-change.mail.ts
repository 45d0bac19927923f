import { type OutboundEmail } from '../../../domain/mail/index.js';
import type { Allergen, AllergenChange } from '../../../domain/portions/index.js';
import type { ReservationNotice } from '../../../domain/reservations/index.js';
import type { Language } from '../../../domain/shared/language.js';
import type { DueReminder } from '../../../domain/notifications/notification-audience.js';
import { composeMail } from '../../mail/index.js';
import { notificationTexts } from '../notification.texts.js';
import { allergenText } from './notification-format.js';

/** The kitchen changed the allergens of a reserved portion, or withdrew it: its holder hears what and why. */
export function reservationChangeMail(notice: DueReminder, change: ReservationNotice, links: { dashboard: string }): OutboundEmail {
  const { language } = notice;
  const t = notificationTexts(language);
  const allergens = change.kind === 'allergens_changed';
  return composeMail({
    kind: 'reservation-change',
    to: notice.email,
    language,
    subject: allergens ? t('change.allergensSubject') : t('change.withdrawnSubject'),
    firstName: notice.firstName,
    blocks: [
      ...changeLines(language, notice, change),
      ...(allergens ? [t('change.freeCancel')] : []),
      { label: t('reservationLink'), url: links.dashboard },
      t('change.why'),
    ],
  });
}

/** What changed, one line each: the intro, what was added and removed (or the reason), and the allergens now. */
export function changeLines(language: Language, notice: DueReminder, change: ReservationNotice): string[] {
  const t = notificationTexts(language);
  if (change.kind === 'withdrawn')
    return [
      t('change.withdrawnIntro', { title: notice.portionTitle, location: notice.locationName }),
      ...(change.reason ? [t('change.reason', { reason: change.reason })] : []),
    ];
  return allergenChangeLines(language, notice, change);
}

/** The intro, each list of allergens added or removed, and the allergens now. */
export function allergenChangeLines(language: Language, notice: DueReminder, change: AllergenChange): string[] {
  const t = notificationTexts(language);
  return [
    t('change.allergensIntro', { title: notice.portionTitle, location: notice.locationName }),
    ...changedLines(language, notice, change),
  ];
}

/**
 * For the pick-up reminder: how many times the kitchen changed the allergens since the reservation, what differs now
 * from then (added and removed), and the allergens now.
 */
export function changesSinceReservedLines(language: Language, notice: DueReminder, since: AllergenChange & { changes: number }): string[] {
  const t = notificationTexts(language);
  return [
    t('change.sinceReservedIntro', { count: since.changes, title: notice.portionTitle, location: notice.locationName }),
    ...changedLines(language, notice, since),
  ];
}

function changedLines(language: Language, notice: DueReminder, change: AllergenChange): string[] {
  const t = notificationTexts(language);
  const names = (codes: Allergen[]) => codes.map((code) => t(`allergen.${code}`)).join(', ');
  const listed = (key: keyof AllergenChange) => (change[key].length > 0 ? [t(`change.${key}`, { names: names(change[key]) })] : []);
  const lines = [...listed('allergensAdded'), ...listed('allergensRemoved'), ...listed('mayContainAdded'), ...listed('mayContainRemoved')];
  return [
    ...(lines.length > 0 ? lines : [t('change.asReserved')]),
    t('change.allergensNow', { allergens: allergenText(language, notice) }),
  ];
}
