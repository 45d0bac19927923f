// What other contexts may import from mail's application.
export { composeMail, escapeHtml, type MailBlock } from './compose-mail.js';
