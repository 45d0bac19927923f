import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
}

/**
 * forbidNonWhitelisted lets own keys named like Object.prototype's members (`constructor`, `toString`, ...) through,
 * as every object has those names; refuse them like any unknown field.
 */
class StrictValidationPipe extends ValidationPipe {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && typeof value === 'object' && value !== null) {
      const inherited = Object.keys(value).filter((key) => key in Object.prototype);
      if (inherited.length > 0) {
        throw new BadRequestException({ message: 'Validation failed', errors: Object.fromEntries(inherited.map((key) => [key, [`property ${key} should not exist`]])) });
      }
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
      return new BadRequestException({ message: 'Validation failed', errors: fields });
    },
  });
}
