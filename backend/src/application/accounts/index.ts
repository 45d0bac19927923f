// What other contexts may import from the accounts context's application.
export { PasswordLinks } from './password-links.js';
