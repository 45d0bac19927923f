import { Injectable } from '@nestjs/common';
import { SettlementReader, type PickedUpAtPrice } from '../../../domain/settlements/settlement.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/**
 * One query, grouped per person and price: the month is a calendar month in Europe/Amsterdam, by the moment of
 * pick-up, read through reservations_tenant_picked_up_idx. A reservation paid online has its payment (one per
 * reservation, unique); only a payment still `paid` counts as paid (a refunded one is open again).
 */
@Injectable()
export class TypeormSettlementReader extends SettlementReader {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async pickedUpInMonth(tenantId: string, month: string): Promise<PickedUpAtPrice[]> {
    const rows = (await this.uow.manager.query(
      `SELECT u.id AS user_id, u.employee_number, u.first_name, u.last_name, u.email, r.price_cents,
              sum(r.quantity)::int AS quantity,
              coalesce(sum(pay.amount_cents) FILTER (WHERE pay.status = 'paid'), 0)::int AS paid_online_cents
         FROM reservations r
         JOIN users u ON u.id = r.user_id
         LEFT JOIN payments pay ON pay.reservation_id = r.id AND pay.tenant_id = r.tenant_id
        WHERE r.tenant_id = $1 AND r.status = 'picked_up'
          AND r.picked_up_at >= (to_date($2, 'YYYY-MM')::timestamp AT TIME ZONE 'Europe/Amsterdam')
          AND r.picked_up_at < ((to_date($2, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Europe/Amsterdam')
        GROUP BY u.id, r.price_cents`,
      [tenantId, month],
    )) as {
      user_id: string;
      employee_number: string | null;
      first_name: string;
      last_name: string;
      email: string;
      price_cents: number | null;
      quantity: number;
      paid_online_cents: number;
    }[];
    return rows.map((row) => ({
      userId: row.user_id,
      employeeNumber: row.employee_number,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      quantity: row.quantity,
      priceCents: row.price_cents,
      paidOnlineCents: row.paid_online_cents,
    }));
  }
}
