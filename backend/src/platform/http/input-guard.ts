import type { FastifyInstance } from 'fastify';
import { formErrorLocation } from './form-post.js';
import { errorBody } from './http-error.filter.js';

/** NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (not encodable as UTF-8). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** No request of this API nests deeper than a few levels; far deeper input only feeds recursion. */
export const MAX_DEPTH = 16;

const UNSAFE_TEXT = 'must not contain NUL characters or unpaired surrogates';
const TOO_DEEP = `must not nest deeper than ${MAX_DEPTH} levels`;

/** The first field inside `value` that no route may receive, with why, or null. */
export function findRefusedField(
  value: unknown,
  path = '',
  depth = 0,
): { field: string; code: 'unsafe_text' | 'too_deep'; problem: string } | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? { field: path, code: 'unsafe_text', problem: UNSAFE_TEXT } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { field: path, code: 'too_deep', problem: TOO_DEEP };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (UNSAFE.test(key)) return { field: itemPath, code: 'unsafe_text', problem: UNSAFE_TEXT };
    const found = findRefusedField(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route, before any handler runs: a string anywhere in the path, query or body that holds
 * NUL or a lone surrogate, or input nested absurdly deep, answers 400 naming the field, so it never reaches the database.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const found = findRefusedField(request.params) ?? findRefusedField(request.query) ?? findRefusedField(request.body);
    if (!found) return;
    const field = found.field || 'body';
    // A plain HTML form goes back to its page, like any other error of it.
    const formLocation = formErrorLocation(request, [field]);
    if (formLocation) return reply.code(303).header('Location', formLocation).send();
    const message = `${field} ${found.problem}`;
    await reply.code(400).send(
      errorBody(400, message, {
        errors: [{ field, code: found.code, message, ...(found.code === 'too_deep' && { params: { max: MAX_DEPTH } }) }],
      }),
    );
  });
}
