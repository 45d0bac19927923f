import { getMetadataStorage, ValidateBy } from 'class-validator';

/** The name of the (always passing) class-validator rule that @MultiLine() adds: mapped types (PartialType...) copy it. */
const MULTI_LINE = 'multiLine';
/** Where @nestjs/swagger keeps each property's options, the nested `type` among them. */
const API_PROPERTY = 'swagger/apiModelProperties';

/**
 * Unicode's control (Cc) and format (Cf) characters: line breaks and tabs, and the bidirectional overrides and
 * zero-width characters that let a name or title show other text than it holds. Refused in single-line fields.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cf}]/u;

/** A text field that may hold line breaks and tabs (a message, a description, a note); every other text field may not. */
export function MultiLine(): PropertyDecorator {
  return ValidateBy({ name: MULTI_LINE, validator: { validate: () => true } });
}

type DtoClass = abstract new (...args: never[]) => unknown;

const multiLineFields = new WeakMap<DtoClass, Set<string>>();

function multiLineFieldsOf(dto: DtoClass): Set<string> {
  let fields = multiLineFields.get(dto);
  if (!fields) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(dto as unknown as new () => unknown, '', true, false);
    fields = new Set(rules.filter((rule) => rule.name === MULTI_LINE).map((rule) => rule.propertyName));
    multiLineFields.set(dto, fields);
  }
  return fields;
}

/**
 * The paths of text fields in `value` that hold control, bidirectional or zero-width characters although their DTO
 * does not mark them @MultiLine(). (The input guard already refused every other control character everywhere.)
 */
export function singleLineViolations(value: unknown, dto: DtoClass, path = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const found: string[] = [];
  const multiLine = multiLineFieldsOf(dto);
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const property = Reflect.getMetadata(API_PROPERTY, dto.prototype, key) as { type?: unknown } | undefined;
    const texts = Array.isArray(item) ? item : [item];
    if (texts.some((text) => typeof text === 'string' && NOT_SINGLE_LINE.test(text)) && !multiLine.has(key)) {
      found.push(itemPath);
    }
    const nested = typeof property?.type === 'function' && Reflect.getMetadataKeys(property.type.prototype).length > 0;
    if (nested) for (const element of texts) found.push(...singleLineViolations(element, property.type as DtoClass, itemPath));
  }
  return found;
}
