import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { SCIM_TOKEN_NAME_MAX, type ScimTokenState } from '../../../../domain/provisioning/scim-token.js';

export class CreateScimTokenDto {
  @ApiProperty({ maxLength: SCIM_TOKEN_NAME_MAX, example: 'Entra ID provisioning' })
  @IsString()
  @MinLength(1)
  @MaxLength(SCIM_TOKEN_NAME_MAX)
  name: string;
}

export class ScimTokenResponseDto {
  @ApiProperty({ format: 'uuid', example: '5b0f6a8e-2d4c-4f1a-8e3b-9c7d6e5f4a3b' })
  id: string;
  @ApiProperty({ example: 'Entra ID provisioning' })
  name: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null until the directory first uses it' })
  lastUsedAt: Date | null;

  static from(token: ScimTokenState): ScimTokenResponseDto {
    return { id: token.id, name: token.name, createdAt: token.createdAt, lastUsedAt: token.lastUsedAt };
  }
}

export class CreatedScimTokenResponseDto {
  @ApiProperty({ format: 'uuid', example: '5b0f6a8e-2d4c-4f1a-8e3b-9c7d6e5f4a3b' })
  id: string;
  @ApiProperty({ example: 'Entra ID provisioning' })
  name: string;
  @ApiProperty({ example: 'pp_scim_Xk3f9Qw2…', description: 'Shown this once: only its hash is stored' })
  token: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: Date;
}
