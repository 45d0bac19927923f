import { composeMail, type OutboundEmail } from '../../../mail/index.js';
import type { PortionNotice, Recipient } from '../../domain/notification-audience.js';
import { porties, portionLine } from './dutch-format.js';
import { unsubscribeBlocks, unsubscribeHeaders } from './unsubscribe-footer.js';

/** Daily digest at 11:00 on working days: everything that can be reserved right now. */
export function portionDigestMail(
  recipient: Recipient,
  portions: PortionNotice[],
  links: { dashboard: string; unsubscribe: string },
  now: Date,
): OutboundEmail {
  return composeMail({
    kind: 'portion-digest',
    to: recipient.email,
    subject: `Dagoverzicht: ${porties(portions.length)} beschikbaar`,
    greeting: `Hallo ${recipient.firstName},`,
    blocks: [
      `Dit kun je nu reserveren:`,
      portions.map((portion) => portionLine(portion, now)).join('\n'),
      { label: 'Bekijk en reserveer op het dashboard', url: links.dashboard },
      ...unsubscribeBlocks('Je krijgt dit dagoverzicht omdat je het onder Meldingen op het dashboard hebt aangezet.', links.unsubscribe),
    ],
    headers: unsubscribeHeaders(links.unsubscribe),
  });
}
