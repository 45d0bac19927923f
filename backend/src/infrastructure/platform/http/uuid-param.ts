import { Param, ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

/** A path parameter that must be a UUID; anything else is a 400 naming the parameter. */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => InvalidInputError.field(name, 'invalid_uuid', `${name} must be a UUID`),
    }),
  );
