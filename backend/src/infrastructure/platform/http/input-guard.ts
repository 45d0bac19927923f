import { isIP } from 'node:net';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { fieldError, InvalidInputError } from '../../../domain/shared/domain-error.js';
import { formErrorLocation } from './form-post.js';
import { errorBody } from './http-error.filter.js';

/** NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (not encodable as UTF-8). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Unicode's control characters; a body may still carry tab and line breaks, which single-line fields refuse (text-rules.ts). */
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_BODY = /(?![\t\n\r])\p{Cc}/u;
/** No request of this API nests deeper than a few levels; far deeper input only feeds recursion. */
export const MAX_DEPTH = 16;
/** No list or object of this API comes near this many entries; more only costs validation time and error text. */
export const MAX_ENTRIES = 1000;

/**
 * Values a JSON body may hold in all before it is parsed: a list of 49,000 numbers fits in the body limit, and
 * parsing it took 20 to 35 ms of the event loop on the shared machine, against 2 ms to count its separators.
 */
export const MAX_BODY_VALUES = 4 * MAX_ENTRIES;

const UNSAFE_TEXT = 'must not contain NUL characters or unpaired surrogates';
const CONTROL_TEXT = 'must not contain control characters';
const TOO_DEEP = `must not nest deeper than ${MAX_DEPTH} levels`;
const TOO_MANY = `must not hold more than ${MAX_ENTRIES} entries`;
const REPEATED = 'must be given once';

interface Refusal {
  field: string;
  code: 'unsafe_text' | 'control_characters' | 'too_deep' | 'too_many' | 'repeated';
  problem: string;
}

/** The first field inside `value` that no route may receive, with why, or null. */
export function findRefusedField(value: unknown, path = '', depth = 0, control = CONTROL_IN_BODY): Refusal | null {
  if (typeof value === 'string') return refusedText(value, path, control);
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { field: path, code: 'too_deep', problem: TOO_DEEP };
  // Counted before any entry is copied: a 99 kB list holds about 50,000 of them.
  if ((Array.isArray(value) ? value.length : Object.keys(value).length) > MAX_ENTRIES)
    return { field: path, code: 'too_many', problem: TOO_MANY };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = refusedText(key, itemPath, CONTROL) ?? findRefusedField(item, itemPath, depth + 1, control);
    if (found) return found;
  }
  return null;
}

function refusedText(text: string, field: string, control: RegExp): Refusal | null {
  if (UNSAFE.test(text)) return { field, code: 'unsafe_text', problem: UNSAFE_TEXT };
  if (control.test(text)) return { field, code: 'control_characters', problem: CONTROL_TEXT };
  return null;
}

/** Commas and opening brackets outside strings (at least the number of values in the JSON, less one), up to `stopAfter` + 1. */
function countSeparators(json: Buffer, stopAfter: number): number {
  let count = 0;
  let inString = false;
  // Byte by byte: in UTF-8 no byte of a multi-byte character is one of these ASCII characters.
  for (let i = 0; i < json.length && count <= stopAfter; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash escapes the next character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x2c || byte === 0x5b || byte === 0x7b) count++;
  }
  return count;
}

/**
 * The JSON body parser: a body with far more values than any request holds answers 400 `too_many` before it is parsed;
 * any other goes to Fastify's own parser, which refuses prototype poisoning.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (countSeparators(body, MAX_BODY_VALUES) <= MAX_BODY_VALUES) return parseJson(request, body as never, done);
    const message = `body ${TOO_MANY}`;
    done(new InvalidInputError([fieldError('body', 'too_many', message, { max: MAX_ENTRIES })], message), undefined);
  };
}

/**
 * Query parameters: each given once (a repeated one arrives as a list where a handler reads text), no control
 * characters, and the inner values of those that carry JSON (the lists' sort, range and filter) held to the body's rules.
 */
function findRefusedQuery(query: unknown): Refusal | null {
  if (typeof query !== 'object' || query === null) return null;
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) return { field: name, code: 'repeated', problem: REPEATED };
    const found =
      refusedText(name, name, CONTROL) ??
      findRefusedField(value, name, 0, CONTROL) ??
      (typeof value === 'string' ? findRefusedJson(value, name) : null);
    if (found) return found;
  }
  return null;
}

function findRefusedJson(text: string, field: string): Refusal | null {
  if (!/^\s*[[{"]/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON after all: the handler says what it expected
  }
  const found = findRefusedField(parsed, '', 0, CONTROL);
  return found && { field, code: found.code, problem: found.field ? `${found.field} ${found.problem}` : found.problem };
}

/**
 * One rule for every route, before any handler runs: a string anywhere in the path, query or body that holds NUL,
 * a lone surrogate or a control character (a body may carry tab and line breaks), a repeated query parameter, input
 * nested absurdly deep, or a list or object with absurdly many entries answers 400 naming the field, so that it never
 * reaches validation, the database or a log. So does a client IP taken from X-Forwarded-For that is no IP address.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  // Behind a trusted proxy the client IP comes from X-Forwarded-For: it must be an address before throttles and the audit log use it.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-forwarded-for'] === undefined || isIP(request.ip) !== 0) return;
    const message = 'X-Forwarded-For must list IP addresses';
    await reply.code(400).send(errorBody(400, message, { errors: [{ field: 'X-Forwarded-For', code: 'invalid_format', message }] }));
  });
  fastify.addHook('preValidation', async (request, reply) => {
    const found = findRefusedField(request.params, '', 0, CONTROL) ?? findRefusedQuery(request.query) ?? findRefusedField(request.body);
    if (!found) return;
    const field = found.field || 'body';
    // A plain HTML form goes back to its page, like any other error of it.
    const formLocation = formErrorLocation(request, [field]);
    if (formLocation) return reply.code(303).header('Location', formLocation).send();
    const message = `${field} ${found.problem}`;
    const params = found.code === 'too_deep' ? { max: MAX_DEPTH } : found.code === 'too_many' ? { max: MAX_ENTRIES } : undefined;
    await reply.code(400).send(errorBody(400, message, { errors: [{ field, code: found.code, message, ...(params && { params }) }] }));
  });
}
