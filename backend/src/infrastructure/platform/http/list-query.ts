import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import { applyDecorators, type Type } from '@nestjs/common';
import { isISO8601, isUUID } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { fieldError, InvalidInputError, type FieldErrorParams } from '../../../domain/shared/domain-error.js';
import type { FieldErrorCode } from '../../../domain/shared/error-codes.js';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { LIST_EXTENSION, type ListExtension } from './openapi.js';

type FilterType = 'string' | 'boolean' | 'uuid' | 'date' | readonly string[];

/** What one list endpoint accepts: the ra-data-simple-rest contract, narrowed per resource. */
export interface ListSpec {
  resource: string;
  sortFields: readonly string[];
  filters: Record<string, FilterType>;
}

export interface RawListParams {
  sort?: string;
  range?: string;
  filter?: string;
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(name, 'invalid_json', `${name} must be valid JSON`);
  }
}

function invalid(field: string, code: FieldErrorCode, message: string, params?: FieldErrorParams): InvalidInputError {
  return new InvalidInputError([fieldError(field, code, message, params)], 'Invalid list parameters');
}

function checkFilterValue(key: string, type: FilterType, value: unknown): unknown {
  if (key === 'id') {
    const ids = Array.isArray(value) ? value : [value];
    if (!ids.every((id) => typeof id === 'string' && isUUID(id)))
      throw invalid('filter', 'invalid_uuid', 'filter.id must be a UUID or a list of UUIDs');
    return value;
  }
  const ok =
    type === 'string'
      ? typeof value === 'string' && value.length <= 200
      : type === 'boolean'
        ? typeof value === 'boolean'
        : type === 'uuid'
          ? typeof value === 'string' && isUUID(value)
          : type === 'date'
            ? typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value))
            : typeof value === 'string' && type.includes(value);
  if (!ok) {
    const expected = Array.isArray(type) ? `one of ${type.join(', ')}` : type === 'date' ? 'an ISO 8601 date' : `a ${type}`;
    const message = `filter.${key} must be ${expected}`;
    if (Array.isArray(type)) throw invalid('filter', 'not_allowed', message, { allowed: [...type] });
    throw invalid('filter', type === 'date' ? 'invalid_date' : type === 'uuid' ? 'invalid_uuid' : 'wrong_type', message);
  }
  return value;
}

/** Parses `sort=["field","ASC"]`, `range=[0,24]` and `filter={...}`; anything malformed or unknown is a 400. */
export function parseListQuery(params: RawListParams, spec: ListSpec): ListQuery {
  const query: ListQuery = { filter: {} };
  if (params.sort !== undefined) {
    const sort = parseJson('sort', params.sort);
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw invalid('sort', 'invalid_format', 'sort must look like ["field","ASC"]');
    }
    if (!spec.sortFields.includes(sort[0]))
      throw invalid('sort', 'not_allowed', `sort field must be one of ${spec.sortFields.join(', ')}`, { allowed: [...spec.sortFields] });
    query.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (params.range !== undefined) {
    const range = parseJson('range', params.range);
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw invalid('range', 'invalid_format', 'range must look like [start,end] with 0 <= start <= end');
    }
    query.range = { start: range[0], end: range[1] };
  }
  if (params.filter !== undefined) {
    const filter = parseJson('filter', params.filter);
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
      throw invalid('filter', 'wrong_type', 'filter must be a JSON object', { type: 'object' });
    for (const [key, value] of Object.entries(filter)) {
      // Own keys only: `constructor` or `toString` must not find Object.prototype's members.
      const type = key === 'id' ? 'uuid' : Object.hasOwn(spec.filters, key) ? spec.filters[key] : undefined;
      if (type === undefined) throw invalid('filter', 'unknown_field', `unknown filter field ${key}`);
      query.filter[key] = checkFilterValue(key, type, value);
    }
  }
  return query;
}

/** Sets `Content-Range: <resource> <start>-<end>/<total>` (or `*\/<total>` when the page is empty). */
export function sendPage<T, R>(reply: FastifyReply, spec: ListSpec, query: ListQuery, page: Page<T>, toResponse: (item: T) => R): R[] {
  const start = query.range?.start ?? 0;
  const span = page.items.length > 0 ? `${start}-${start + page.items.length - 1}` : '*';
  reply.header('Content-Range', `${spec.resource} ${span}/${page.total}`);
  return page.items.map(toResponse);
}

/** Swagger metadata for a list endpoint: the shared list parameters and Content-Range header, plus this resource's fields. */
export function ApiList(spec: ListSpec, itemType: Type<unknown>) {
  const list: ListExtension = { resource: spec.resource, sortFields: spec.sortFields, filterKeys: Object.keys(spec.filters) };
  return applyDecorators(
    ApiExtension(LIST_EXTENSION, list),
    ApiResponse({ status: 200, description: `A page of ${spec.resource}`, type: itemType, isArray: true }),
  );
}
