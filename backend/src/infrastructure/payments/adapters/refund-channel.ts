import { Injectable } from '@nestjs/common';
import { RefundPaymentUseCase } from '../../../application/payments/refund-payment.use-case.js';
import { OutboxChannel, PermanentDeliveryError, type DeliveryOutcome, type OutboxRow } from '../../platform/outbox/outbox-channel.js';

interface RefundRow extends OutboxRow {
  payment_id: string;
  tenant_id: string;
}

/** Full refunds through Mollie's refunds API, queued with the change that ends a paid reservation; retried while Mollie is down. */
@Injectable()
export class RefundChannel extends OutboxChannel<RefundRow> {
  readonly name = 'mollie-refund';
  readonly table = 'payment_refund_outbox';

  constructor(private readonly refund: RefundPaymentUseCase) {
    super();
  }

  async deliver(row: RefundRow): Promise<DeliveryOutcome> {
    if ((await this.refund.execute(row.tenant_id, row.payment_id, row.id)) === 'refused') {
      throw new PermanentDeliveryError('Mollie refused the refund');
    }
    return 'sent';
  }
}
