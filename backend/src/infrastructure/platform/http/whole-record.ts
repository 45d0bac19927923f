import { isDeepStrictEqual } from 'node:util';
import type { Type } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { fieldError, InvalidInputError, type FieldError } from '../../../domain/shared/domain-error.js';

const READ_ONLY_FIELDS = Symbol('readOnlyFields');

function documentedFields(type: Type<unknown>): string[] {
  const names: string[] = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, type.prototype) ?? [];
  return names.map((name) => name.replace(/^:/, ''));
}

/**
 * Lets an update DTO take the whole record as the API returned it (react-admin's ra-data-simple-rest sends it on PUT):
 * every field of `response` that the DTO does not declare becomes read-only. `withoutReadOnly` then ignores it when
 * unchanged and answers 400 naming it when changed; fields the record does not have still answer 400.
 */
export function acceptWholeRecord(update: Type<unknown>, response: Type<unknown>): void {
  const writable = new Set(documentedFields(update));
  const readOnly = documentedFields(response).filter((name) => !writable.has(name));
  for (const name of readOnly) Allow()(update.prototype as object, name);
  Reflect.defineMetadata(READ_ONLY_FIELDS, readOnly, update);
}

function comparable(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** The DTO's writable fields only; a read-only field whose value differs from `current` answers 400 naming it. */
export function withoutReadOnly<T extends object>(dto: T, current: object): T {
  const readOnly: string[] = Reflect.getMetadata(READ_ONLY_FIELDS, dto.constructor) ?? [];
  const writable = { ...dto } as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const name of readOnly) {
    if (!(name in writable)) continue;
    if (!isDeepStrictEqual(comparable(writable[name]), comparable((current as Record<string, unknown>)[name]))) {
      errors.push(fieldError(name, 'read_only', `${name} is read-only and cannot be changed`));
    }
    delete writable[name];
  }
  if (errors.length > 0) throw new InvalidInputError(errors, 'Validation failed');
  return writable as T;
}
