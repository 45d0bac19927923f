import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Payment, type PaymentState } from '../../../domain/payments/payment.js';
import {
  PAYMENT_SORT_FIELDS,
  PaymentRepository,
  type PaymentListItem,
  type ReceiptFacts,
} from '../../../domain/payments/payment.repository.js';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../../domain/shared/list-query.js';
import { Clock } from '../../../domain/shared/clock.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

interface Row {
  id: string;
  tenant_id: string;
  reservation_id: string;
  user_id: string;
  status: PaymentState['status'];
  amount_cents: number;
  vat_cents: number;
  vat_percent: number;
  description: string;
  mollie_payment_id: string | null;
  checkout_url: string | null;
  method: string | null;
  hold_until: Date;
  created_at: Date;
  paid_at: Date | null;
  refund_status: PaymentState['refundStatus'];
  refunded_at: Date | null;
  mollie_refund_id: string | null;
}

const toDomain = (row: Row) =>
  Payment.restore({
    id: row.id,
    tenantId: row.tenant_id,
    reservationId: row.reservation_id,
    userId: row.user_id,
    status: row.status,
    amountCents: row.amount_cents,
    vatCents: row.vat_cents,
    vatPercent: row.vat_percent,
    description: row.description,
    molliePaymentId: row.mollie_payment_id,
    checkoutUrl: row.checkout_url,
    method: row.method,
    holdUntil: row.hold_until,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundStatus: row.refund_status,
    refundedAt: row.refunded_at,
    mollieRefundId: row.mollie_refund_id,
  });

const SORT_COLUMNS: Record<(typeof PAYMENT_SORT_FIELDS)[number], string> = {
  createdAt: 'p.created_at',
  amountCents: 'p.amount_cents',
  status: 'p.status',
};

@Injectable()
export class TypeormPaymentRepository extends PaymentRepository {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async findByReservation(tenantId: string, reservationId: string): Promise<Payment | null> {
    const [row] = await this.rows(`SELECT * FROM payments WHERE tenant_id = $1 AND reservation_id = $2`, [tenantId, reservationId]);
    return row ? toDomain(row) : null;
  }

  async findByReservations(tenantId: string, reservationIds: string[]): Promise<Map<string, Payment>> {
    if (reservationIds.length === 0) return new Map();
    const rows = await this.rows(`SELECT * FROM payments WHERE tenant_id = $1 AND reservation_id = ANY($2::uuid[])`, [
      tenantId,
      reservationIds,
    ]);
    return new Map(rows.map((row) => [row.reservation_id, toDomain(row)]));
  }

  async receiptFacts(payment: Payment): Promise<ReceiptFacts | null> {
    const { tenantId, reservationId } = payment.toState();
    const [row] = (await this.uow.manager.query(
      `SELECT u.email, u.first_name AS "firstName", u.language, p.title AS "portionTitle", l.name AS "locationName",
              r.quantity, t.name AS "organisationName"
         FROM reservations r
         JOIN users u ON u.id = r.user_id AND u.erased_at IS NULL
         JOIN portions p ON p.id = r.portion_id AND p.tenant_id = r.tenant_id
         JOIN locations l ON l.id = p.location_id AND l.tenant_id = r.tenant_id
         JOIN tenants t ON t.id = r.tenant_id
        WHERE r.tenant_id = $1 AND r.id = $2`,
      [tenantId, reservationId],
    )) as ReceiptFacts[];
    return row ?? null;
  }

  async findByMollieId(molliePaymentId: string): Promise<Payment | null> {
    const [row] = await this.rows(`SELECT * FROM payments WHERE mollie_payment_id = $1`, [molliePaymentId]);
    return row ? toDomain(row) : null;
  }

  async lockById(tenantId: string, id: string): Promise<Payment | null> {
    const [row] = await this.rows(`SELECT * FROM payments WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
    return row ? toDomain(row) : null;
  }

  async claimOverdue(now: Date, limit: number): Promise<Payment[]> {
    const rows = await this.rows(
      `SELECT * FROM payments WHERE status = 'open' AND hold_until <= $1 ORDER BY hold_until LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    return rows.map(toDomain);
  }

  async claimNoShows(endedSince: Date, endedBefore: Date, limit: number): Promise<Payment[]> {
    const rows = await this.rows(
      `SELECT pay.* FROM payments pay
         JOIN tenant_payment_settings s ON s.tenant_id = pay.tenant_id AND s.refund_no_shows
         JOIN reservations r ON r.id = pay.reservation_id AND r.tenant_id = pay.tenant_id AND r.status = 'reserved'
         JOIN portions po ON po.id = r.portion_id AND po.tenant_id = r.tenant_id
        WHERE pay.status = 'paid' AND pay.refund_status IS NULL
          AND po.available_until >= $1 AND po.available_until < $2
        ORDER BY po.available_until, pay.id
        LIMIT $3
          FOR UPDATE OF pay SKIP LOCKED`,
      [endedSince, endedBefore, limit],
    );
    return rows.map(toDomain);
  }

  async save(payment: Payment): Promise<void> {
    const s = payment.toState();
    await this.uow.manager.query(
      `INSERT INTO payments (id, tenant_id, reservation_id, user_id, status, amount_cents, vat_cents, vat_percent, description,
                             mollie_payment_id, checkout_url, method, hold_until, created_at, paid_at, refund_status, refunded_at, mollie_refund_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (id) DO UPDATE SET status = $5, mollie_payment_id = $10, checkout_url = $11, method = $12, paid_at = $15,
         refund_status = $16, refunded_at = $17, mollie_refund_id = $18`,
      [
        s.id,
        s.tenantId,
        s.reservationId,
        s.userId,
        s.status,
        s.amountCents,
        s.vatCents,
        s.vatPercent,
        s.description,
        s.molliePaymentId,
        s.checkoutUrl,
        s.method,
        s.holdUntil,
        s.createdAt,
        s.paidAt,
        s.refundStatus,
        s.refundedAt,
        s.mollieRefundId,
      ],
    );
  }

  /** Due at the app's clock, as every outbox row: the worker claims by the same clock. */
  async queueRefund(payment: Payment): Promise<void> {
    const now = this.clock.now();
    await this.uow.manager.query(
      `INSERT INTO payment_refund_outbox (id, payment_id, tenant_id, status, next_attempt_at, created_at) VALUES ($1, $2, $3, 'queued', $4, $4)`,
      [randomUUID(), payment.id, payment.toState().tenantId, now],
    );
  }

  async list(tenantId: string, query: ListQuery): Promise<Page<PaymentListItem>> {
    const where = ['p.tenant_id = $1'];
    const values: unknown[] = [tenantId];
    const filter = query.filter;
    if (typeof filter.status === 'string') where.push(`p.status = $${values.push(filter.status)}`);
    if (typeof filter.method === 'string') where.push(`p.method = $${values.push(filter.method)}`);
    if (typeof filter.userId === 'string') where.push(`p.user_id = $${values.push(filter.userId)}`);
    if (typeof filter.from === 'string') where.push(`p.created_at >= $${values.push(filter.from)}`);
    if (typeof filter.to === 'string') where.push(`p.created_at < $${values.push(filter.to)}`);
    const sort = query.sort ?? { field: 'createdAt', order: 'DESC' };
    const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.createdAt;
    const start = query.range?.start ?? 0;
    const size = query.range ? query.range.end - query.range.start + 1 : MAX_LIST_SIZE;
    const rows = (await this.uow.manager.query(
      `SELECT p.*, coalesce(u.first_name || ' ' || u.last_name, '') AS person_name, po.title AS portion_title, count(*) OVER () AS total
         FROM payments p
         JOIN reservations r ON r.id = p.reservation_id
         JOIN portions po ON po.id = r.portion_id
         LEFT JOIN users u ON u.id = p.user_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${column} ${sort.order === 'ASC' ? 'ASC' : 'DESC'}, p.id
        LIMIT ${size} OFFSET ${start}`,
      values,
    )) as (Row & { person_name: string; portion_title: string; total: string })[];
    return {
      items: rows.map((row) => ({ payment: toDomain(row), personName: row.person_name, portionTitle: row.portion_title })),
      total: rows.length > 0 ? Number(rows[0].total) : 0,
    };
  }

  private rows(text: string, values: unknown[]): Promise<Row[]> {
    return this.uow.manager.query(text, values) as Promise<Row[]>;
  }
}
