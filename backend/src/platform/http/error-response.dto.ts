import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiPropertyOptional({
    description: 'Messages per field, for 400 responses',
    example: { email: ['email must be an email'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'A stable code per field for rules that have one (e.g. allergens_not_declared), so that a client can show its own text',
    example: { allergens: 'allergens_not_declared' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  fieldCodes?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'Machine-readable reason of a business rule, e.g. password_change_required',
    example: 'password_change_required',
  })
  code?: string;
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input, with a message per field',
  401: 'Missing, invalid, expired or revoked token or API key',
  403: 'Role, API key scope or tenant not allowed; code password_change_required while the caller has a temporary password',
  404: 'Not found (also for objects of another tenant)',
  409: 'Conflicts with the current state',
  413: 'Body larger than 100 kB (512 kB for text/csv)',
  415: 'Body not in the media type the operation consumes',
  429: 'Too many requests (for an API key: more than its rate); see the Retry-After header',
  503: 'The database cannot be reached; try again shortly',
};

/** One example body per error status, as the exception filter writes them (messages and codes vary per rule). */
export const ERROR_EXAMPLES: Record<number, ErrorResponseDto> = {
  400: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Validation failed',
    errors: { name: ['name must be longer than or equal to 1 characters'] },
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
