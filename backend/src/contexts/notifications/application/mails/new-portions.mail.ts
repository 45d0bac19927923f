import { composeMail, type OutboundEmail } from '../../../mail/index.js';
import type { PortionNotice, Recipient } from '../../domain/notification-audience.js';
import { porties, portionLine } from './dutch-format.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

/** Instant mail: the portions offered since the previous one that can still be reserved. */
export function newPortionsMail(
  recipient: Recipient,
  portions: PortionNotice[],
  links: { dashboard: string; unsubscribe: string },
  now: Date,
): OutboundEmail {
  const subject =
    portions.length === 1 ? `Nieuwe portie beschikbaar: ${portions[0].title}` : `${porties(portions.length)} nieuw beschikbaar`;
  return composeMail({
    kind: 'new-portions',
    to: recipient.email,
    subject,
    greeting: `Hallo ${recipient.firstName},`,
    blocks: [
      portions.length === 1
        ? 'Er is net een portie aangeboden die je kunt reserveren:'
        : `Er zijn net ${porties(portions.length)} aangeboden die je kunt reserveren:`,
      portions.map((portion) => portionLine(portion, now)).join('\n'),
      { label: 'Bekijk en reserveer op het dashboard', url: links.dashboard },
      ...unsubscribeBlocks(
        'Je krijgt deze e-mail omdat je meldingen over nieuwe porties hebt aangezet. Je kunt dit wijzigen onder Meldingen op het dashboard.',
        links.unsubscribe,
      ),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
