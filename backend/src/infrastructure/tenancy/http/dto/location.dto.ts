import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { Location } from '../../../../domain/tenancy/location.js';

export class CreateLocationDto {
  @ApiProperty({ example: 'Paviljoen West', maxLength: 120 })
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name: string;

  @ApiPropertyOptional({ example: 'Lindelaan 12, Utrecht', maxLength: 300, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Sent by the spec client; must equal the path tenant when present' })
  @IsOptional()
  @IsUUID()
  tenantId?: string;
}

export class UpdateLocationDto {
  @ApiPropertyOptional({ example: 'Paviljoen Oost', maxLength: 120 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'Lindelaan 14, Utrecht', maxLength: 300, nullable: true, type: String })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class LocationResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  tenantId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  name: string;

  @ApiProperty({ example: 'Lindelaan 12, Utrecht', nullable: true, type: String })
  address: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(location: Location): LocationResponseDto {
    return location.toState();
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(UpdateLocationDto, LocationResponseDto);
