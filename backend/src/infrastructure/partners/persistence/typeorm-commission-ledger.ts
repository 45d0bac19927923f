import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../../domain/shared/list-query.js';
import type { BillingPeriod, CommissionShare } from '../../../domain/partners/commission.js';
import {
  CommissionLedger,
  COMMISSION_SORT_FIELDS,
  type CommissionLineView,
  type NewCorrection,
  type PartnerMonth,
  type PartnerPayout,
  type TenantBilling,
} from '../../../domain/partners/commission-ledger.js';
import type { Plan } from '../../../domain/tenancy/index.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'l.created_at',
  month: 'l.month',
  tenantName: 'l.tenant_name',
  amountCents: 'l.amount_cents',
} satisfies Record<(typeof COMMISSION_SORT_FIELDS)[number], string>;

interface LineRow {
  id: string;
  month: string;
  partner_id: string;
  tenant_id: string | null;
  tenant_name: string;
  kind: 'monthly' | 'correction';
  active_days: number;
  days_in_month: number;
  commission_rate: string;
  amount_cents: number;
  note: string | null;
  closed_at: Date | null;
  paid_on: string | null;
  reference: string | null;
  created_at: Date;
}

/** The only place that writes SQL for the commission ledger. */
@Injectable()
export class TypeormCommissionLedger extends CommissionLedger {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.uow.manager.query(sql, parameters);
  }

  async lockMonth(month: string, now: Date): Promise<{ closedAt: Date | null }> {
    await this.query(`INSERT INTO commission_months (month, lines_written_at) VALUES ($1, $2) ON CONFLICT (month) DO NOTHING`, [
      month,
      now,
    ]);
    const [row] = await this.query<{ closed_at: Date | null }>(`SELECT closed_at FROM commission_months WHERE month = $1 FOR UPDATE`, [
      month,
    ]);
    return { closedAt: row.closed_at };
  }

  async billingHistory(until: Date): Promise<TenantBilling[]> {
    const rows = await this.query<{
      tenant_id: string;
      name: string;
      valid_from: Date;
      plan: Plan;
      monthly_price_cents: number | null;
      is_active: boolean;
      partner_id: string | null;
    }>(
      `SELECT h.tenant_id, t.name, h.valid_from, h.plan, h.monthly_price_cents, h.is_active, h.partner_id
       FROM tenant_billing_history h JOIN tenants t ON t.id = h.tenant_id
       WHERE h.valid_from < $1 ORDER BY h.tenant_id, h.valid_from`,
      [until],
    );
    const byTenant = new Map<string, TenantBilling>();
    for (const row of rows) {
      const billing = byTenant.get(row.tenant_id) ?? { tenantId: row.tenant_id, tenantName: row.name, periods: [] as BillingPeriod[] };
      billing.periods.push({
        validFrom: row.valid_from,
        plan: row.plan,
        monthlyPriceCents: row.monthly_price_cents,
        isActive: row.is_active,
        partnerId: row.partner_id,
      });
      byTenant.set(row.tenant_id, billing);
    }
    return [...byTenant.values()];
  }

  async commissionRates(): Promise<Map<string, number>> {
    const rows = await this.query<{ id: string; commission_rate: string }>(`SELECT id, commission_rate FROM partners`);
    return new Map(rows.map((row) => [row.id, Number(row.commission_rate)]));
  }

  async writeMonthlyLines(
    month: string,
    lines: (CommissionShare & { tenantId: string; tenantName: string })[],
    now: Date,
  ): Promise<number> {
    let written = 0;
    for (const line of lines) {
      const inserted = await this.query(
        `INSERT INTO commission_lines (id, month, partner_id, tenant_id, tenant_name, kind, active_days, days_in_month, commission_rate, amount_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, 'monthly', $6, $7, $8, $9, $10)
         ON CONFLICT (month, tenant_id, partner_id) WHERE kind = 'monthly' DO NOTHING RETURNING id`,
        [
          randomUUID(),
          month,
          line.partnerId,
          line.tenantId,
          line.tenantName,
          line.activeDays,
          line.daysInMonth,
          line.commissionRate,
          line.amountCents,
          now,
        ],
      );
      written += inserted.length;
    }
    return written;
  }

  async closeMonth(month: string, closedBy: string, now: Date): Promise<void> {
    await this.query(`UPDATE commission_months SET closed_at = $2, closed_by = $3 WHERE month = $1 AND closed_at IS NULL`, [
      month,
      now,
      closedBy,
    ]);
  }

  async list(query: ListQuery): Promise<Page<CommissionLineView>> {
    const where: string[] = [];
    const parameters: unknown[] = [];
    const { month, partnerId, id } = query.filter;
    if (month !== undefined) where.push(`l.month = $${parameters.push(month)}`);
    if (partnerId !== undefined) where.push(`l.partner_id = $${parameters.push(partnerId)}`);
    if (id !== undefined) where.push(`l.id = ANY($${parameters.push(Array.isArray(id) ? id : [id])}::uuid[])`);
    const from = `FROM commission_lines l JOIN commission_months m ON m.month = l.month
      LEFT JOIN commission_payouts p ON p.month = l.month AND p.partner_id = l.partner_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const sort = query.sort ?? { field: 'createdAt', order: 'DESC' };
    const start = query.range?.start ?? 0;
    const size = Math.min(query.range ? query.range.end - query.range.start + 1 : MAX_LIST_SIZE, MAX_LIST_SIZE);
    const rows = await this.query<LineRow>(
      `SELECT l.*, m.closed_at, p.paid_on::text AS paid_on, p.reference ${from}
       ORDER BY ${SORT_COLUMNS[sort.field]} ${sort.order}, l.id LIMIT ${size} OFFSET ${start}`,
      parameters,
    );
    const [{ total }] = await this.query<{ total: string }>(`SELECT count(*) AS total ${from}`, parameters);
    return { items: rows.map(toView), total: Number(total) };
  }

  async lockExistingMonth(month: string): Promise<{ closedAt: Date | null } | null> {
    const [row] = await this.query<{ closed_at: Date | null }>(`SELECT closed_at FROM commission_months WHERE month = $1 FOR UPDATE`, [
      month,
    ]);
    return row ? { closedAt: row.closed_at } : null;
  }

  async isPaid(month: string, partnerId: string): Promise<boolean> {
    return (await this.query(`SELECT 1 FROM commission_payouts WHERE month = $1 AND partner_id = $2`, [month, partnerId])).length > 0;
  }

  async recordPayout(month: string, partnerId: string, paidOn: string, reference: string, recordedBy: string, now: Date): Promise<void> {
    await this.query(
      `INSERT INTO commission_payouts (month, partner_id, paid_on, reference, recorded_by, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [month, partnerId, paidOn, reference, recordedBy, now],
    );
  }

  async addCorrection(correction: NewCorrection, now: Date): Promise<CommissionLineView> {
    const [tenant] = correction.tenantId
      ? await this.query<{ name: string }>(`SELECT name FROM tenants WHERE id = $1`, [correction.tenantId])
      : [];
    const [rate] = await this.query<{ commission_rate: string }>(`SELECT commission_rate FROM partners WHERE id = $1`, [
      correction.partnerId,
    ]);
    const id = randomUUID();
    await this.query(
      `INSERT INTO commission_lines (id, month, partner_id, tenant_id, tenant_name, kind, active_days, days_in_month, commission_rate, amount_cents, note, created_at)
       VALUES ($1, $2, $3, $4, $5, 'correction', 0, 0, $6, $7, $8, $9)`,
      [
        id,
        correction.month,
        correction.partnerId,
        correction.tenantId,
        tenant?.name ?? '',
        rate.commission_rate,
        correction.amountCents,
        correction.note,
        now,
      ],
    );
    const [row] = await this.query<LineRow>(`${LINE_SELECT} WHERE l.id = $1`, [id]);
    return toView(row);
  }

  async payouts(month: string): Promise<PartnerPayout[]> {
    const rows = await this.query<{
      partner_id: string;
      company: string;
      email: string;
      referral_code: string;
      amount_cents: string;
      line_count: string;
      paid_on: string | null;
      reference: string | null;
    }>(
      `SELECT l.partner_id, pa.company, pa.email, pa.referral_code, sum(l.amount_cents) AS amount_cents, count(*) AS line_count, p.paid_on::text AS paid_on, p.reference
       FROM commission_lines l JOIN partners pa ON pa.id = l.partner_id
       LEFT JOIN commission_payouts p ON p.month = l.month AND p.partner_id = l.partner_id
       WHERE l.month = $1 GROUP BY l.partner_id, pa.company, pa.email, pa.referral_code, p.paid_on, p.reference ORDER BY pa.company, l.partner_id`,
      [month],
    );
    return rows.map((row) => ({
      partnerId: row.partner_id,
      company: row.company,
      email: row.email,
      referralCode: row.referral_code,
      amountCents: Number(row.amount_cents),
      lineCount: Number(row.line_count),
      paidOn: row.paid_on,
      paymentReference: row.reference,
    }));
  }

  async partnerMonths(partnerId: string): Promise<PartnerMonth[]> {
    const rows = await this.query<{ month: string; amount_cents: string; closed_at: Date | null; paid_on: string | null }>(
      `SELECT l.month, sum(l.amount_cents) AS amount_cents, m.closed_at, p.paid_on::text AS paid_on
       FROM commission_lines l JOIN commission_months m ON m.month = l.month
       LEFT JOIN commission_payouts p ON p.month = l.month AND p.partner_id = l.partner_id
       WHERE l.partner_id = $1 GROUP BY l.month, m.closed_at, p.paid_on ORDER BY l.month DESC`,
      [partnerId],
    );
    return rows.map((row) => ({
      month: row.month,
      amountCents: Number(row.amount_cents),
      status: row.paid_on ? 'paid' : row.closed_at ? 'closed' : 'open',
      paidOn: row.paid_on,
    }));
  }
}

const LINE_SELECT = `SELECT l.*, m.closed_at, p.paid_on::text AS paid_on, p.reference FROM commission_lines l JOIN commission_months m ON m.month = l.month
  LEFT JOIN commission_payouts p ON p.month = l.month AND p.partner_id = l.partner_id`;

function toView(row: LineRow): CommissionLineView {
  return {
    id: row.id,
    month: row.month,
    partnerId: row.partner_id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    kind: row.kind,
    activeDays: row.active_days,
    daysInMonth: row.days_in_month,
    commissionRate: Number(row.commission_rate),
    amountCents: row.amount_cents,
    note: row.note,
    status: row.paid_on ? 'paid' : row.closed_at ? 'closed' : 'open',
    paidOn: row.paid_on,
    paymentReference: row.reference,
    createdAt: row.created_at,
  };
}
