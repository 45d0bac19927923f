import { ApiProperty } from '@nestjs/swagger';
import type { PaymentListView } from '../../../../application/payments/list-payments.query.js';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '../../../../domain/payments/payment.js';

export class PaymentListItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  reservationId: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  userId: string | null;
  @ApiProperty({ example: 'Sanne de Vries' })
  personName: string;
  @ApiProperty({ example: 'Stamppot boerenkool' })
  portionTitle: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid' })
  status: PaymentListView['status'];
  @ApiProperty({ example: 700 })
  amountCents: number;
  @ApiProperty({ example: 58 })
  vatCents: number;
  @ApiProperty({ example: 9 })
  vatPercent: number;
  @ApiProperty({ example: 'Portiepunt · Stamppot boerenkool · Restaurant De Linde' })
  description: string;
  @ApiProperty({ type: String, nullable: true, example: 'tr_7UhSN1zuXS' })
  molliePaymentId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ideal' })
  method: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  paidAt: Date | null;
  @ApiProperty({ enum: REFUND_STATUSES, nullable: true, example: null })
  refundStatus: PaymentListView['refundStatus'];
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  refundedAt: Date | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  mollieRefundId: string | null;

  static from(view: PaymentListView): PaymentListItemDto {
    return { ...view };
  }
}
