// What other contexts may import from accounts's application.
export { PasswordLinks } from './password-links.js';
