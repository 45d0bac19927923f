// What other contexts may import from the mail context's application.
export { composeMail, escapeHtml, type MailBlock } from './compose-mail.js';
