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

// Only from the start of a run of address characters: tried from every position, a 16 kB URL without any @ cost
// about a second of the event loop (quadratic backtracking) in the request's log line.
const EMAIL = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const SECRET_PARAMETER = /\b((?:[a-z_]*token|password|secret|signature|sig|key|code)=)[^&\s#"']+/gi;
/**
 * Characters that could break a log line or change how a viewer shows it: Unicode's controls (C0, DEL, C1 such as
 * NEL and CSI), the line and paragraph separators, and the bidirectional embeddings, overrides and isolates.
 */
const UNSAFE_IN_LOG = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\n`, `\r`, `\t`, or `\u001b`: the same spelling as a JSON string escape. */
function escapeCharacter(character: string): string {
  return SHORT_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

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

const SENSITIVE_KEYS = new Set([...SECRET_KEYS, ...PERSONAL_KEYS]);

/**
 * An entry with every sensitive key one and two objects down censored (`user.email`, `req.headers.cookie`,
 * `mail.recipients[0].to`: a list is no level of its own); the top level, where bindings live too, is left to
 * pino's redaction. Copies only what changes. Walked here rather than given to pino as `*.key` paths: a wildcard
 * redacted every binding and log line, about 60 µs per request.
 */
export function censorNested(entry: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(entry)) {
    const value = entry[key];
    if (SENSITIVE_KEYS.has(key) || !isWalkable(value)) continue;
    const censored = censorLevel(value, [key], 2);
    if (censored !== value) (copy ??= { ...entry })[key] = censored;
  }
  return copy ?? entry;
}

function censorLevel(value: object, path: string[], levels: number): object {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    const censored = items.map((item, i) => (isWalkable(item) ? censorLevel(item, [...path, String(i)], levels) : item));
    return censored.some((item, i) => item !== items[i]) ? censored : value;
  }
  let copy: Record<string, unknown> | undefined;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const inner = fields[key];
    let next = inner;
    if (SENSITIVE_KEYS.has(key)) next = censorField(inner, [...path, key]);
    else if (levels > 1 && isWalkable(inner)) next = censorLevel(inner, [...path, key], levels - 1);
    if (next !== inner) (copy ??= withPrototype(fields))[key] = next;
  }
  return copy ?? value;
}

/** A shallow copy with the original's prototype, so that an error stays an error. */
function withPrototype(value: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>, value);
}

/** Objects and lists whose fields a log line shows; not binary data or dates. */
function isWalkable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);
}

/** Text that may span lines (a stack trace): secrets redacted and e-mail addresses masked. */
export function scrubSecrets(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(EMAIL, '$1***@$2');
}

/** Free text on its way into a log line (messages, URLs, error messages): scrubbed, and kept to one visible line. */
export function scrubText(text: string): string {
  return scrubSecrets(text).replace(UNSAFE_IN_LOG, escapeCharacter);
}

/**
 * A JSON log line as it is written, with every character above escaped wherever it stands (any field, key or
 * stack trace). JSON.stringify leaves DEL, C1 controls and the separators raw; escaped, the line means the same.
 */
export function escapeLogLine(line: string): string {
  const end = line.endsWith('\n') ? line.length - 1 : line.length;
  return line.slice(0, end).replace(UNSAFE_IN_LOG, escapeCharacter) + line.slice(end);
}
