// What other contexts may import from mail's infrastructure.
export { MailModule } from './mail.module.js';
