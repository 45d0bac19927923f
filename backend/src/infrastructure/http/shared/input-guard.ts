import type { FastifyInstance } from 'fastify';
import { errorBody } from './http-error.filter.js';

/** NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (not encodable as UTF-8). */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) inside `value` that holds an unsafe character, or null. */
export function findUnsafeString(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSAFE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (UNSAFE.test(key)) return itemPath;
    const found = findUnsafeString(item, itemPath);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route, before any handler runs: a string anywhere in the path, query or body
 * that holds NUL or a lone surrogate answers 400 naming the field, so it can never reach the database.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const field =
      findUnsafeString(request.params, '') ?? findUnsafeString(request.query, '') ?? findUnsafeString(request.body, '');
    if (field === null) return;
    const message = `${field} must not contain NUL characters or unpaired surrogates`;
    await reply.code(400).send(errorBody(400, message, { errors: { [field]: [message] } }));
  });
}
