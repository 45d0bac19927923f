/**
 * What keeps personal data and secrets out of the log. Structured fields are handled by key (pino's redaction,
 * see logger.ts); message text by pattern here: e-mail addresses masked, bearer tokens, JWTs and secret query
 * parameters redacted, and control characters escaped so that free text from a form can never start a forged line.
 */

export const REDACTED = '[REDACTED]';

/** Fields whose value never reaches the log. */
export const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'key',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
];

/** Fields that hold a person's e-mail address or name: kept recognisable for support, not readable. */
export const PERSONAL_KEYS = ['email', 'recipient', 'to', 'firstName', 'lastName', 'name', 'contactName', 'fullName'];

const SECRET_KEY_SET = new Set(SECRET_KEYS);

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const SECRET_PARAMETER = /\b((?:[a-z_]*token|password|secret|signature|sig|key|code)=)[^&\s#"']+/gi;
// C0 controls and DEL; JSON output escapes them anyway, the pretty development output would not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** `nina@delinde.nl` to `n***@delinde.nl`: the domain says which organisation, the rest stays unreadable. */
export function maskEmail(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** `Sanne de Vries` to `S*** d*** V***`. */
export function maskName(text: string): string {
  return text.replace(/(\p{L})[\p{L}'-]*/gu, '$1***');
}

/** A string field by its key: secrets redacted, e-mail addresses and names masked. */
export function censorField(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (SECRET_KEY_SET.has(key)) return REDACTED;
  if (typeof value !== 'string') return value === null || value === undefined ? value : REDACTED;
  return value.includes('@') ? maskEmail(value) : maskName(value);
}

/** Text that may span lines (a stack trace): secrets redacted and e-mail addresses masked. */
export function scrubSecrets(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(EMAIL, '$1***@$2');
}

/** Free text on its way into a log line (messages, URLs, error messages): scrubbed, and kept to one line. */
export function scrubText(text: string): string {
  return scrubSecrets(text).replace(CONTROL, (character) =>
    character === '\n' ? '\\n' : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
