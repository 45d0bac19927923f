import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import type { PortionNotice, Recipient } from '../../../domain/notifications/notification-audience.js';
import { notificationTexts } from '../notification.texts.js';
import { portionLine } from './notification-format.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

/** Daily digest at 11:00 on working days: everything that can be reserved right now. */
export function portionDigestMail(
  recipient: Recipient,
  portions: PortionNotice[],
  links: { dashboard: string; unsubscribe: string },
  now: Date,
): OutboundEmail {
  const { language } = recipient;
  const t = notificationTexts(language);
  return composeMail({
    kind: 'portion-digest',
    to: recipient.email,
    language,
    subject: t('digest.subject', { count: portions.length }),
    firstName: recipient.firstName,
    blocks: [
      t('digest.intro'),
      portions.map((portion) => portionLine(language, portion, now)).join('\n'),
      { label: t('dashboardLink'), url: links.dashboard },
      ...unsubscribeBlocks(language, t('digest.why'), links.unsubscribe),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
