// What other contexts may import from the mail context's infrastructure.
export { MailModule } from './mail.module.js';
