// What other contexts may import from the identity context's application.
export { changedBy } from './changed-by.js';
export { PasswordRules } from './password-rules.js';
export { ReaderLanguageQuery } from './reader-language.query.js';
