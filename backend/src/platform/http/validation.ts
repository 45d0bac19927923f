import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { singleLineViolations } from './text-rules.js';

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
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

/** An answer names at most this many fields: enough to correct a form, and no megabytes for a body built to be wrong. */
export const MAX_REPORTED_FIELDS = 20;

function refuse(fields: string[], message: (field: string) => string): never {
  throw new BadRequestException({
    message: 'Validation failed',
    errors: Object.fromEntries(fields.slice(0, MAX_REPORTED_FIELDS).map((field) => [field, [message(field)]])),
  });
}

const NOT_DTOS = new Set<unknown>([String, Number, Boolean, Array, Object]);

/**
 * forbidNonWhitelisted lets own keys named like Object.prototype's members (`constructor`, `toString`, ...) through,
 * as every object has those names: refuse them like any unknown field. null is refused for every body field that its DTO does not mark nullable, decided here once for all DTOs.
 */
class StrictValidationPipe extends ValidationPipe {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.type === 'body' && typeof metadata.metatype === 'function' && !NOT_DTOS.has(metadata.metatype);
    // A list (or text) where a DTO's object belongs would otherwise be validated element by element.
    if (dto && value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value)))
      refuse(['body'], () => 'body must be a JSON object');
    if (metadata.type === 'body' && typeof value === 'object' && value !== null) {
      const inherited = Object.keys(value).filter((key) => key in Object.prototype);
      if (inherited.length > 0) refuse(inherited, (key) => `property ${key} should not exist`);
    }
    if (metadata.type === 'body' && typeof metadata.metatype === 'function') {
      const nulls = nullFields(value, metadata.metatype as DtoClass);
      if (nulls.length > 0) refuse(nulls, (field) => `${field} must not be null`);
      const lines = singleLineViolations(value, metadata.metatype as DtoClass);
      if (lines.length > 0) refuse(lines, (field) => `${field} must not contain line breaks, tabs, bidirectional or zero-width characters`);
    }
    return super.transform(value, metadata);
  }
}

/** Global pipe: strips nothing silently; unknown fields, wrong types and bad values answer 400 per field. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      return new BadRequestException({
        message: 'Validation failed',
        errors: Object.fromEntries(Object.entries(fields).slice(0, MAX_REPORTED_FIELDS)),
      });
    },
  });
}
