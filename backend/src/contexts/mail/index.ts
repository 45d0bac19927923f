// What other contexts may import from mail.
export { composeMail, escapeHtml, type MailBlock } from './application/compose-mail.js';
export { MailOutbox } from './domain/mail-outbox.port.js';
export type { OutboundEmail } from './domain/outbound-email.js';
export { MailModule } from './mail.module.js';
