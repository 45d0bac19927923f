import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
}

/** forbidNonWhitelisted lets an own `constructor` key through, as every object has that name; refuse it like any unknown field. */
class StrictValidationPipe extends ValidationPipe {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'constructor')) {
      throw new BadRequestException({ message: 'Validation failed', errors: { constructor: ['property constructor should not exist'] } });
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
