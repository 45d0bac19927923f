import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/shared/password-length.js';
import { PLANS, type Plan } from '../../../../domain/tenancy/plan.js';
import type { Tenant } from '../../../../domain/tenancy/tenant.js';

export class FirstAdminDto {
  @ApiProperty({ example: 'beheer@nieuwezorg.nl', maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Bram', maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Beheer', maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  lastName: string;

  @ApiPropertyOptional({
    example: 'Lang-en-uniek-42',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: 200,
    description:
      'Only when the superadmin hands over a temporary password (replaced at first login). Without it the admin gets an ' +
      'invitation mail (link valid 72 hours) to choose their own, as every new user does.',
  })
  @IsOptional()
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH)
  @MaxLength(200)
  password?: string;
}

export class SlugAndPlanDto {
  @ApiProperty({ example: 'nieuwe-zorg', description: '2 to 60 lowercase letters, digits and single hyphens' })
  @IsString()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lowercase letters, digits and single hyphens' })
  @MinLength(2)
  @MaxLength(60)
  slug: string;

  @ApiProperty({ enum: PLANS })
  @IsIn(PLANS)
  plan: Plan;

  @ApiProperty({ type: FirstAdminDto })
  @ValidateNested()
  @Type(() => FirstAdminDto)
  admin: FirstAdminDto;
}

export class CreateTenantDto extends SlugAndPlanDto {
  @ApiProperty({ example: 'Zorggroep Nieuw', maxLength: 120 })
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name: string;
}

export class UpdateTenantDto {
  @ApiPropertyOptional({ example: 'Zorggroep De Linde', maxLength: 120 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ enum: PLANS })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ description: 'Users of an inactive tenant cannot log in' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    example: 12900,
    description: 'Monthly price in euro cents excl. VAT of a custom (Maatwerk) plan; null clears it',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  monthlyPriceCents?: number | null;
}

export class TenantResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Zorggroep De Linde' })
  name: string;

  @ApiProperty({ example: 'de-linde' })
  slug: string;

  @ApiProperty({ enum: PLANS })
  plan: Plan;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The partner this customer is attributed to' })
  partnerId: string | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    example: 12900,
    description: 'Monthly price in euro cents excl. VAT of a custom (Maatwerk) plan; Starter is 4900 and Groep 8900',
  })
  monthlyPriceCents: number | null;

  static from(tenant: Tenant): TenantResponseDto {
    return tenant.toState();
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(UpdateTenantDto, TenantResponseDto);
