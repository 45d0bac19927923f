import { ApiProperty } from '@nestjs/swagger';
import type { CommissionLineView, CommissionStatus } from '../../../../domain/partners/commission-ledger.js';

export class CommissionLineResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '2026-10', description: 'Calendar month in Europe/Amsterdam time' })
  month: string;

  @ApiProperty({ format: 'uuid' })
  partnerId: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  tenantId: string | null;

  @ApiProperty({ example: 'Zorggroep Het Anker', description: 'The tenant\'s name when the line was written' })
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

  @ApiProperty({ nullable: true, type: String })
  note: string | null;

  @ApiProperty({ enum: ['open', 'closed', 'paid'] })
  status: CommissionStatus;

  @ApiProperty({ nullable: true, type: String, format: 'date' })
  paidOn: string | null;

  @ApiProperty({ nullable: true, type: String })
  paymentReference: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(line: CommissionLineView): CommissionLineResponseDto {
    return { ...line };
  }
}
