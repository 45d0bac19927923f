// What other contexts may import from accounts.
export { AccountsModule } from './accounts.module.js';
export { PasswordLinks } from './application/password-links.js';
