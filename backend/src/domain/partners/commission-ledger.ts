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

/** What one partner is owed for a month: the sum of their lines, and the payment once recorded. */
export interface PartnerPayout {
  partnerId: string;
  company: string;
  email: string;
  referralCode: string;
  amountCents: number;
  lineCount: number;
  paidOn: string | null;
  paymentReference: string | null;
}

/** A month of one partner's commission as the partner sees it. */
export interface PartnerMonth {
  month: string;
  status: CommissionStatus;
  amountCents: number;
  paidOn: string | null;
}

export interface NewCorrection {
  month: string;
  partnerId: string;
  tenantId: string | null;
  amountCents: number;
  note: string;
}

/** The commission ledger's storage: billing history in, ledger lines and month states out. */
export abstract class CommissionLedger {
  /** Creates the month as open when it does not exist and locks it for this unit of work; answers when it was closed. */
  abstract lockMonth(month: string, now: Date): Promise<{ closedAt: Date | null }>;
  abstract billingHistory(until: Date): Promise<TenantBilling[]>;
  abstract commissionRates(): Promise<Map<string, number>>;
  /** Writes the month's computed lines; a line that exists (same month, tenant, partner) is left as it is. */
  abstract writeMonthlyLines(
    month: string,
    lines: (CommissionShare & { tenantId: string; tenantName: string })[],
    now: Date,
  ): Promise<number>;
  abstract closeMonth(month: string, closedBy: string, now: Date): Promise<void>;
  abstract list(query: ListQuery): Promise<Page<CommissionLineView>>;
  /** Locks an existing month for this unit of work; null when it has no lines yet. */
  abstract lockExistingMonth(month: string): Promise<{ closedAt: Date | null } | null>;
  abstract isPaid(month: string, partnerId: string): Promise<boolean>;
  abstract recordPayout(month: string, partnerId: string, paidOn: string, reference: string, recordedBy: string, now: Date): Promise<void>;
  abstract addCorrection(correction: NewCorrection, now: Date): Promise<CommissionLineView>;
  /** Per partner with lines in the month, by company. */
  abstract payouts(month: string): Promise<PartnerPayout[]>;
  /** One partner's months, newest first. */
  abstract partnerMonths(partnerId: string): Promise<PartnerMonth[]>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const COMMISSION_SORT_FIELDS = ['createdAt', 'month', 'tenantName', 'amountCents'] as const;
