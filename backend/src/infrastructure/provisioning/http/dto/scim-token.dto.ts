import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { SCIM_TOKEN_NAME_MAX } from '../../../../domain/provisioning/scim-token.js';
import type { ScimTokenListing } from '../../../../domain/provisioning/scim-token.repository.js';

export class CreateScimTokenDto {
  @ApiProperty({ maxLength: SCIM_TOKEN_NAME_MAX, example: 'Entra ID provisioning' })
  @IsString()
  @MinLength(1)
  @MaxLength(SCIM_TOKEN_NAME_MAX)
  name: string;
}

export class ScimTokenCreatorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Ada Admin', description: "The maker's name as it is now" })
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
  @ApiProperty({
    type: ScimTokenCreatorDto,
    description: 'The admin who made it: the token stops working once they are no longer an active admin',
  })
  createdBy: ScimTokenCreatorDto;

  static from(token: ScimTokenListing): ScimTokenResponseDto {
    return {
      id: token.id,
      name: token.name,
      createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt,
      createdBy: { id: token.createdBy, name: token.createdByName },
    };
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
