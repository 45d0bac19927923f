import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../domain/shared/actor.js';
import { API_KEY_NAME_MAX, type ApiKey, type ApiKeyState } from '../../../../domain/api-keys/api-key.js';

export class CreateApiKeyDto {
  @ApiProperty({ maxLength: API_KEY_NAME_MAX, example: 'Keukensysteem Hoofdgebouw' })
  @IsString()
  @MinLength(1)
  @MaxLength(API_KEY_NAME_MAX)
  name: string;

  @ApiProperty({
    enum: API_KEY_SCOPES,
    isArray: true,
    example: ['portions:write'],
    description:
      'portions:write offers, edits and withdraws portions like a kitchen user; portions:read, stats:read and reservations:read only read',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes: ApiKeyScope[];
}

export class ApiKeyResponseDto {
  @ApiProperty({ format: 'uuid', example: '0b6d8c1e-3f52-4a8e-9d3b-2f1c5e7a9b40' })
  id: string;

  @ApiProperty({ example: 'Keukensysteem Hoofdgebouw' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['portions:write'] })
  scopes: ApiKeyScope[];

  @ApiProperty({ description: 'The first characters of the secret, to recognise the key', example: 'pp_live_Xk3f9Q' })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null until the key is first used' })
  lastUsedAt: Date | null;

  static from(key: ApiKey | ApiKeyState): ApiKeyResponseDto {
    const { id, name, scopes, prefix, createdAt, lastUsedAt } = 'toState' in key ? key.toState() : key;
    return { id, name, scopes, prefix, createdAt, lastUsedAt };
  }
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto {
  @ApiProperty({
    description:
      'The secret, shown only in this answer: `pp_live_` and 32 random bytes in base64url. Send it as `Authorization: Bearer <secret>`.',
    example: 'pp_live_Xk3f9Q2mW8vR1tY6uJ0pL4sD7gH5aZ9cB3nE2xK8wQo',
  })
  secret: string;
}
