import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';

/** A path parameter that must be a UUID; anything else is a 400 naming the parameter. */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new BadRequestException({ message: 'Validation failed', errors: { [name]: [`${name} must be a UUID`] } }),
    }),
  );
