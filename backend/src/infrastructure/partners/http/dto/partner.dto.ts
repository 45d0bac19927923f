import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import type { Partner } from '../../../../domain/partners/partner.js';
import { acceptWholeRecord } from '../../../platform/http/whole-record.js';

export class PartnerResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Van Dijk Advies' })
  company: string;

  @ApiProperty({ example: 'Joost van Dijk' })
  contactName: string;

  @ApiProperty({ example: 'joost@vandijkadvies.nl' })
  email: string;

  @ApiProperty({ example: 'van-dijk-advies', description: 'Unique; the partner link is ${APP_URL}/?ref=<referralCode>' })
  referralCode: string;

  @ApiProperty({ example: 10, description: 'Percent of the monthly subscription' })
  commissionRate: number;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(partner: Partner): PartnerResponseDto {
    const { id, company, contactName, email, referralCode, commissionRate, isActive, createdAt } = partner.toState();
    return { id, company, contactName, email, referralCode, commissionRate, isActive, createdAt };
  }
}

/** What the superadmin may change; the record's other fields are read-only (see acceptWholeRecord). */
export class UpdatePartnerDto {
  @ApiPropertyOptional({ example: 12.5, minimum: 0, maximum: 100, description: 'Percent, at most two decimals' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'commissionRate must be a number with at most two decimals' })
  @Min(0)
  @Max(100)
  commissionRate?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

acceptWholeRecord(UpdatePartnerDto, PartnerResponseDto);
