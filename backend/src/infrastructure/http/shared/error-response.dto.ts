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

  @ApiPropertyOptional({ description: 'Machine-readable reason of a business rule, e.g. password_change_required', example: 'password_change_required' })
  code?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input, with a message per field',
  401: 'Missing, invalid or expired token',
  403: 'Role or tenant not allowed; code password_change_required while the caller has a temporary password',
  404: 'Not found (also for objects of another tenant)',
  409: 'Conflicts with the current state',
  413: 'Body larger than 100 kB',
  429: 'Too many requests',
  503: 'A dependency is down',
};

/** Documents the error answers of an endpoint with the shared error body. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorResponseDto })),
  );
}
