import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';
import type { AttributionChange } from '../../../../domain/partners/attribution-history.js';

export class ReferralDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Zorggroep Het Anker' })
  name: string;

  @ApiProperty({ format: 'date-time', description: 'When the request came in, or the tenant was made' })
  date: Date;

  @ApiProperty({ enum: ['request', 'customer', 'ended'] })
  status: string;

  @ApiProperty({ nullable: true, type: String, enum: ['starter', 'group', 'custom'] })
  plan: string | null;
}

export class PartnerProfileDto {
  @ApiProperty({ example: 'Van Dijk Advies' })
  company: string;

  @ApiProperty({ example: 'van-dijk-advies' })
  referralCode: string;

  @ApiProperty({ example: 'https://portiepunt.example.nl/?ref=van-dijk-advies' })
  referralLink: string;

  @ApiProperty({ example: 10 })
  commissionRate: number;
}

export class AttributionChangeDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  fromPartnerId: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  toPartnerId: string | null;

  @ApiProperty({ example: { userId: '…', name: 'Sam Super' } })
  changedBy: { userId: string; name: string };

  @ApiProperty({ format: 'date-time' })
  changedAt: Date;

  static from({ fromPartnerId, toPartnerId, changedBy, changedAt }: AttributionChange): AttributionChangeDto {
    return { fromPartnerId, toPartnerId, changedBy, changedAt };
  }
}

export class AttributionDto {
  @ApiProperty({ format: 'uuid' })
  tenantId: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  partnerId: string | null;

  @ApiProperty({ type: [AttributionChangeDto], description: 'Oldest first' })
  history: AttributionChangeDto[];
}

export class SetAttributionDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null clears the attribution' })
  @ValidateIf((dto: SetAttributionDto) => dto.partnerId !== null)
  @IsUUID('all', { message: 'partnerId must be a UUID or null' })
  partnerId: string | null;
}
