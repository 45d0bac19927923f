import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import type { FieldErrorParams } from '../../../domain/shared/domain-error.js';
import { DOMAIN_ERROR_CODES, FIELD_ERROR_CODES, type DomainErrorCode, type FieldErrorCode } from '../../../domain/shared/error-codes.js';

/** One refusal of a 400: clients pick their text by `code` and fill in `params`; `message` is English, for developers. */
export class FieldErrorDto {
  @ApiProperty({ description: 'Path of the field, such as `title`, `admin.email` or `plan[0]`', example: 'title' })
  field: string;

  @ApiProperty({
    enum: FIELD_ERROR_CODES,
    enumName: 'FieldErrorCode',
    description: [
      'Why the field was refused. `params` carries the numbers and names a text needs:',
      '`too_long` {max}, `too_short` {min}, `too_small` {min}, `too_large` {max}, `too_few` {min}, `too_many` {max} items,',
      '`wrong_type` {type}, `not_allowed` {allowed}, `too_far_ahead` {days}, `below_taken` {taken}, `too_deep` {max},',
      '`too_many_rows` {max}, `missing_columns` {columns}; `invalid` may carry {min, max} of a range.',
    ].join(' '),
    example: 'too_long',
  })
  code: FieldErrorCode;

  @ApiProperty({ example: 'title must be shorter than or equal to 120 characters' })
  message: string;

  @ApiPropertyOptional({
    description: 'The values the code refers to',
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
    },
    example: { max: 120 },
  })
  params?: FieldErrorParams;
}

export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiPropertyOptional({
    description: 'One entry per refused field (a field may have several), for 400 responses',
    type: () => [FieldErrorDto],
  })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    enum: DOMAIN_ERROR_CODES,
    enumName: 'ErrorCode',
    description: 'Machine-readable reason of a business rule (invalid_input on a 400 from a rule of the domain)',
    example: 'password_change_required',
  })
  code?: DomainErrorCode;

  @ApiPropertyOptional({
    type: [String],
    description: 'Values the refusal names, for the client to show: for domain_not_verified the TXT records that were found',
    example: ['v=spf1 include:spf.protection.outlook.com -all'],
  })
  details?: string[];
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input, with a code, its params and a message per refused field',
  401: 'Missing, invalid, expired or revoked token or API key',
  403: 'Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password',
  404: 'Not found (also for objects of another tenant)',
  409: 'Conflicts with the current state',
  413: 'Body larger than 100 kB (512 kB for text/csv)',
  415: 'Body not in the media type the operation consumes',
  429: 'Too many requests (for an API key: more than its rate); see the Retry-After header',
  503: 'The database or the payment provider (Mollie) cannot be reached; try again shortly',
};

/** One example body per error status, as the exception filter writes them (messages and codes vary per rule). */
export const ERROR_EXAMPLES: Record<number, ErrorResponseDto> = {
  400: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Validation failed',
    errors: [{ field: 'title', code: 'too_long', message: 'title must be shorter than or equal to 120 characters', params: { max: 120 } }],
  },
  401: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' },
  403: { statusCode: 403, error: 'Forbidden', message: 'Your role may not do this' },
  404: { statusCode: 404, error: 'Not Found', message: 'Portion not found', code: 'portion_not_found' },
  409: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Het abonnement Groep staat maximaal 3 actieve locaties toe.',
    code: 'location_cap_reached',
  },
  413: { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' },
  415: { statusCode: 415, error: 'Unsupported Media Type', message: 'Unsupported Media Type' },
  429: { statusCode: 429, error: 'Too Many Requests', message: 'Too many calls with this API key', code: 'api_key_rate_limited' },
  503: { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable; try again shortly' },
};

/**
 * Documents an endpoint's specific error answers (403, 404, 409...) with the shared error body.
 * 400, 401, 413, 415, 429 and 503 are added by the document builder wherever they apply.
 */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorResponseDto })),
  );
}
