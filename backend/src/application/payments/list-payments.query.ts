import { Injectable } from '@nestjs/common';
import { PaymentRepository, type PaymentListItem } from '../../domain/payments/payment.repository.js';
import type { PaymentState } from '../../domain/payments/payment.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';

/** A payment as the admin's list shows it. */
export type PaymentListView = Omit<PaymentState, 'tenantId' | 'checkoutUrl' | 'holdUntil'> & { personName: string; portionTitle: string };

const toView = ({ payment, personName, portionTitle }: PaymentListItem): PaymentListView => {
  const { tenantId: _tenantId, checkoutUrl: _checkoutUrl, holdUntil: _holdUntil, ...rest } = payment.toState();
  return { ...rest, personName, portionTitle };
};

@Injectable()
export class ListPaymentsQuery {
  constructor(private readonly payments: PaymentRepository) {}

  async execute(tenantId: string, query: ListQuery): Promise<Page<PaymentListView>> {
    const page = await this.payments.list(tenantId, query);
    return { items: page.items.map(toView), total: page.total };
  }
}
