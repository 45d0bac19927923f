import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import type { PortionNotice, Recipient } from '../../../domain/notifications/notification-audience.js';
import { notificationTexts } from '../notification.texts.js';
import { portionLine } from './notification-format.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

/** Instant mail: the portions offered since the previous one that can still be reserved. */
export function newPortionsMail(
  recipient: Recipient,
  portions: PortionNotice[],
  links: { dashboard: string; unsubscribe: string },
  now: Date,
): OutboundEmail {
  const { language } = recipient;
  const t = notificationTexts(language);
  const count = portions.length;
  return composeMail({
    kind: 'new-portions',
    to: recipient.email,
    language,
    subject: count === 1 ? t('newPortions.subjectOne', { title: portions[0].title }) : t('newPortions.subjectMany', { count }),
    firstName: recipient.firstName,
    blocks: [
      count === 1 ? t('newPortions.introOne') : t('newPortions.introMany', { count }),
      portions.map((portion) => portionLine(language, portion, now)).join('\n'),
      { label: t('dashboardLink'), url: links.dashboard },
      ...unsubscribeBlocks(language, t('newPortions.why'), links.unsubscribe),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
