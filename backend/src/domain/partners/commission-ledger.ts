import type { ListQuery, Page } from '../shared/list-query.js';
import type { BillingPeriod, CommissionShare } from './commission.js';

export type CommissionStatus = 'open' | 'closed' | 'paid';

/** One ledger line as read: never edited or deleted after it is written. */
export interface CommissionLineView {
  id: string;
  month: string;
  partnerId: string;
  tenantId: string | null;
  tenantName: string;
  kind: 'monthly' | 'correction';
  activeDays: number;
  daysInMonth: number;
  commissionRate: number;
  amountCents: number;
  note: string | null;
  status: CommissionStatus;
  paidOn: string | null;
  paymentReference: string | null;
  createdAt: Date;
}

export interface TenantBilling {
  tenantId: string;
  tenantName: string;
  /** Oldest first; includes the last entry before the month, so the state at its start is known. */
  periods: BillingPeriod[];
}

/** The commission ledger's storage: billing history in, ledger lines and month states out. */
export abstract class CommissionLedger {
  /** Creates the month as open when it does not exist and locks it for this unit of work; answers when it was closed. */
  abstract lockMonth(month: string, now: Date): Promise<{ closedAt: Date | null }>;
  abstract billingHistory(until: Date): Promise<TenantBilling[]>;
  abstract commissionRates(): Promise<Map<string, number>>;
  /** Writes the month's computed lines; a line that exists (same month, tenant, partner) is left as it is. */
  abstract writeMonthlyLines(month: string, lines: (CommissionShare & { tenantId: string; tenantName: string })[], now: Date): Promise<number>;
  abstract closeMonth(month: string, closedBy: string, now: Date): Promise<void>;
  abstract list(query: ListQuery): Promise<Page<CommissionLineView>>;
}
