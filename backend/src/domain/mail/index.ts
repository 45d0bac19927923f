// What other contexts may import from the mail context's domain.
export { MailOutbox } from './mail-outbox.port.js';
export type { OutboundEmail } from './outbound-email.js';
