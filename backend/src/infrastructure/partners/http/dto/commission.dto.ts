import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsOptional, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { MONTH_PATTERN } from '../../../../domain/shared/calendar-month.js';
import type { CommissionLineView, CommissionStatus } from '../../../../domain/partners/commission-ledger.js';
import { MultiLine } from '../../../platform/http/text-rules.js';

export class CommissionLineResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '2026-10', description: 'Calendar month in Europe/Amsterdam time' })
  month: string;

  @ApiProperty({ format: 'uuid' })
  partnerId: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  tenantId: string | null;

  @ApiProperty({ example: 'Zorggroep Het Anker', description: "The tenant's name when the line was written" })
  tenantName: string;

  @ApiProperty({ enum: ['monthly', 'correction'] })
  kind: 'monthly' | 'correction';

  @ApiProperty({ example: 31, description: 'Days of the month the tenant was an active, attributed customer' })
  activeDays: number;

  @ApiProperty({ example: 31 })
  daysInMonth: number;

  @ApiProperty({ example: 10, description: 'Percent' })
  commissionRate: number;

  @ApiProperty({ example: 890, description: 'Euro cents, rounded half up' })
  amountCents: number;

  @ApiProperty({ example: 'Klant was half oktober al opgezegd', nullable: true, type: String })
  note: string | null;

  @ApiProperty({ enum: ['open', 'closed', 'paid'] })
  status: CommissionStatus;

  @ApiProperty({ nullable: true, type: String, format: 'date' })
  paidOn: string | null;

  @ApiProperty({ example: 'BANK-2026-11-0042', nullable: true, type: String })
  paymentReference: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(line: CommissionLineView): CommissionLineResponseDto {
    return { ...line };
  }
}

export class MarkPaidDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'partnerId must be a UUID' })
  partnerId: string;

  @ApiProperty({ example: '2026-11-05', format: 'date' })
  @IsISO8601({ strict: true }, { message: 'paidOn must be a date YYYY-MM-DD' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'paidOn must be a date YYYY-MM-DD' })
  paidOn: string;

  @ApiProperty({ example: 'BANK-2026-11-0042', maxLength: 200 })
  @IsString()
  @Length(1, 200)
  reference: string;
}

export class NewCorrectionDto {
  @ApiProperty({ example: '2026-10' })
  @Matches(MONTH_PATTERN, { message: 'month must be YYYY-MM' })
  month: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'partnerId must be a UUID' })
  partnerId: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String })
  @IsOptional()
  @IsUUID('all', { message: 'tenantId must be a UUID' })
  tenantId?: string | null;

  @ApiProperty({ example: -445, description: 'Euro cents; negative to take back' })
  @IsInt()
  @Min(-100_000_000)
  @Max(100_000_000)
  amountCents: number;

  @ApiProperty({ example: 'Klant was half oktober al opgezegd', maxLength: 2000 })
  @IsString()
  @Length(1, 2000)
  @MultiLine()
  note: string;
}

export class PartnerMonthDto {
  @ApiProperty({ example: '2026-10' })
  month: string;

  @ApiProperty({ enum: ['open', 'closed', 'paid'] })
  status: CommissionStatus;

  @ApiProperty({ example: 890 })
  amountCents: number;

  @ApiProperty({ nullable: true, type: String, format: 'date' })
  paidOn: string | null;
}

export class PartnerCommissionsDto {
  @ApiProperty({ type: [PartnerMonthDto], description: 'Newest first' })
  months: PartnerMonthDto[];

  @ApiProperty({ example: 890 })
  totalPaidCents: number;
}
