import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { fieldError, InvalidInputError, type FieldError, type FieldErrorParams } from '../../../domain/shared/domain-error.js';
import type { FieldErrorCode } from '../../../domain/shared/error-codes.js';
import { singleLineViolations } from './text-rules.js';

type Refusal = { code: FieldErrorCode; params?: FieldErrorParams };

const type = (name: string) => (): Refusal => ({ code: 'wrong_type', params: { type: name } });

/** An empty string where at least one character is needed is simply missing. */
function tooShort(min: number, value: unknown): Refusal {
  return value === '' ? { code: 'required' } : { code: 'too_short', params: { min } };
}

/**
 * The one table from a class-validator constraint to the API's field error code and its params, which come from the
 * decorator's arguments (`@MaxLength(120)` -> too_long {max: 120}). A constraint missing here answers `invalid`.
 */
const CONSTRAINT_CODES: Record<string, (args: unknown[], value: unknown) => Refusal> = {
  isNotEmpty: () => ({ code: 'required' }),
  isDefined: () => ({ code: 'required' }),
  arrayNotEmpty: () => ({ code: 'required' }),
  whitelistValidation: () => ({ code: 'unknown_field' }),
  isString: type('string'),
  isInt: type('integer'),
  isNumber: type('number'),
  isBoolean: type('boolean'),
  isArray: type('array'),
  isObject: type('object'),
  nestedValidation: type('object'),
  minLength: ([min], value) => tooShort(Number(min), value),
  maxLength: ([max]) => ({ code: 'too_long', params: { max: Number(max) } }),
  isLength: ([min, max], value) =>
    typeof value === 'string' && value.length < Number(min)
      ? tooShort(Number(min), value)
      : { code: 'too_long', params: { max: Number(max) } },
  min: ([min]) => ({ code: 'too_small', params: { min: Number(min) } }),
  max: ([max]) => ({ code: 'too_large', params: { max: Number(max) } }),
  arrayMinSize: ([min]) => ({ code: 'too_few', params: { min: Number(min) } }),
  arrayMaxSize: ([max]) => ({ code: 'too_many', params: { max: Number(max) } }),
  arrayUnique: () => ({ code: 'duplicate' }),
  isIn: ([allowed]) => ({ code: 'not_allowed', params: { allowed: Array.isArray(allowed) ? allowed.map(String) : [] } }),
  isEnum: ([entity]) => ({ code: 'not_allowed', params: { allowed: Object.values(entity ?? {}).map(String) } }),
  equals: ([expected]) => (expected === true ? { code: 'must_be_true' } : { code: 'not_allowed', params: { allowed: [String(expected)] } }),
  isEmail: () => ({ code: 'invalid_email' }),
  isUuid: () => ({ code: 'invalid_uuid' }),
  isIso8601: () => ({ code: 'invalid_date' }),
  isDateString: () => ({ code: 'invalid_date' }),
  isUrl: () => ({ code: 'invalid_url' }),
  matches: () => ({ code: 'invalid_format' }),
};

/** The arguments of the decorator that `constraint` names on `property` of the validated object's class. */
function constraintArgs(target: object | undefined, property: string, constraint: string): unknown[] {
  if (!target) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  return metadata.find((item) => item.propertyName === property && item.name === constraint)?.constraints ?? [];
}

function collect(errors: ValidationError[], prefix: string, into: FieldError[]): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const rule = CONSTRAINT_CODES[constraint];
      const { code, params } = rule
        ? rule(constraintArgs(error.target, error.property, constraint), error.value)
        : { code: 'invalid' as const };
      into.push(fieldError(path, code, message, params));
    }
    if (error.children?.length) collect(error.children, path, into);
  }
}

/** Where @nestjs/swagger keeps each property's options, `nullable` and the nested `type` among them. */
const API_PROPERTY = 'swagger/apiModelProperties';

type DtoClass = abstract new (...args: never[]) => unknown;

/**
 * The paths of fields that are null although their DTO does not document them as nullable.
 * (@IsOptional() lets null through to the use case, where it would be stored or crash.)
 */
export function nullFields(value: unknown, dto: DtoClass, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const property = Reflect.getMetadata(API_PROPERTY, dto.prototype, key) as { nullable?: boolean; type?: unknown } | undefined;
    if (!property) continue; // unknown keys are refused by the whitelist
    const itemPath = path ? `${path}.${key}` : key;
    if (item === null) {
      if (!property.nullable) found.push(itemPath);
      continue;
    }
    const nested =
      typeof property.type === 'function' && Reflect.getMetadataKeys(property.type.prototype).length > 0
        ? (property.type as DtoClass)
        : null;
    if (!nested) continue;
    const items: [unknown, string][] = Array.isArray(item) ? item.map((element, i) => [element, `${itemPath}[${i}]`]) : [[item, itemPath]];
    for (const [element, elementPath] of items) {
      if (element === null) found.push(elementPath);
      else found.push(...nullFields(element, nested, elementPath));
    }
  }
  return found;
}

/** The message of every 400 from a DTO's checks; the entries say what was wrong with each field. */
const VALIDATION_FAILED = 'Validation failed';

/** An answer names at most this many fields: enough to correct a form, and no megabytes for a body built to be wrong. */
export const MAX_REPORTED_FIELDS = 20;

const NOT_DTOS = new Set<unknown>([String, Number, Boolean, Array, Object]);

function refuse(fields: string[], code: FieldErrorCode, message: (field: string) => string): never {
  throw new InvalidInputError(
    fields.slice(0, MAX_REPORTED_FIELDS).map((field) => fieldError(field, code, message(field))),
    VALIDATION_FAILED,
  );
}

/**
 * forbidNonWhitelisted lets own keys named like Object.prototype's members (`constructor`, `toString`, ...) and
 * `prototype` through, as class-transformer skips them: refuse them like any unknown field, in a body and in a query. null is refused for every body field that its DTO does not mark nullable, decided here once for all DTOs.
 */
class StrictValidationPipe extends ValidationPipe {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.type === 'body' && typeof metadata.metatype === 'function' && !NOT_DTOS.has(metadata.metatype);
    // A list (or text) where a DTO's object belongs would otherwise be validated element by element.
    if (dto && value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value)))
      refuse(['body'], 'wrong_type', () => 'body must be a JSON object');
    if ((metadata.type === 'body' || metadata.type === 'query') && typeof value === 'object' && value !== null) {
      const inherited = Object.keys(value).filter((key) => key in Object.prototype || key === 'prototype');
      if (inherited.length > 0) refuse(inherited, 'unknown_field', (key) => `property ${key} should not exist`);
    }
    if (metadata.type === 'body' && typeof metadata.metatype === 'function') {
      const nulls = nullFields(value, metadata.metatype as DtoClass);
      if (nulls.length > 0) refuse(nulls, 'required', (field) => `${field} must not be null`);
      const lines = singleLineViolations(value, metadata.metatype as DtoClass);
      if (lines.length > 0)
        refuse(
          lines,
          'control_characters',
          (field) => `${field} must not contain line breaks, tabs, bidirectional or zero-width characters`,
        );
    }
    return super.transform(value, metadata);
  }
}

/** Global pipe: strips nothing silently; unknown fields, wrong types and bad values answer 400 per field. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    // The target's class leads to the decorators' arguments (the params of each code); the value tells too short from missing.
    validationError: { target: true, value: true },
    transform: true,
    exceptionFactory: (errors) => {
      const fields: FieldError[] = [];
      collect(errors, '', fields);
      return new InvalidInputError(fields.slice(0, MAX_REPORTED_FIELDS), VALIDATION_FAILED);
    },
  });
}
