import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { openSql } from '../../../domain/portions/index.js';
import { WaitlistRepository, type WaitlistEntry } from '../../../domain/reservations/waitlist.repository.js';

/** The line's order: who joined first. */
const IN_LINE = 'w.seq';

@Injectable()
export class TypeormWaitlistRepository extends WaitlistRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.uow.manager.query(sql, parameters) as Promise<T[]>;
  }

  async join(tenantId: string, portionId: string, userId: string, now: Date): Promise<number> {
    await this.query(
      `INSERT INTO waitlist_entries (id, tenant_id, portion_id, user_id, joined_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT waitlist_entries_one_per_person DO NOTHING`,
      [randomUUID(), tenantId, portionId, userId, now],
    );
    return (await this.placesOf(tenantId, userId, [portionId], now)).get(portionId)!.position;
  }

  async leave(tenantId: string, portionId: string, userId: string): Promise<void> {
    await this.query('DELETE FROM waitlist_entries WHERE tenant_id = $1 AND portion_id = $2 AND user_id = $3', [
      tenantId,
      portionId,
      userId,
    ]);
  }

  async placesOf(
    tenantId: string,
    userId: string,
    portionIds: string[],
    now: Date,
  ): Promise<Map<string, { position: number; passedOver: boolean }>> {
    if (portionIds.length === 0) return new Map();
    const rows = await this.query<{ portion_id: string; position: number; passed_over: boolean }>(
      `SELECT portion_id, position, passed_over FROM (
         SELECT w.portion_id, w.user_id, w.passed_over_at IS NOT NULL AS passed_over,
                row_number() OVER (PARTITION BY w.portion_id ORDER BY ${IN_LINE})::int AS position
           FROM waitlist_entries w JOIN portions p ON p.id = w.portion_id AND p.tenant_id = w.tenant_id
          WHERE w.tenant_id = $1 AND w.portion_id = ANY($3::uuid[]) AND ${openSql('p', '$4')}
       ) line WHERE user_id = $2`,
      [tenantId, userId, portionIds, now],
    );
    return new Map(rows.map((row) => [row.portion_id, { position: row.position, passedOver: row.passed_over }]));
  }

  async markPassedOver(tenantId: string, entryIds: string[], now: Date): Promise<string[]> {
    if (entryIds.length === 0) return [];
    const rows = await this.query<{ user_id: string }>(
      // A SELECT around the UPDATE: TypeORM answers an UPDATE … RETURNING with [rows, count].
      `WITH marked AS (
         UPDATE waitlist_entries SET passed_over_at = $3 WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND passed_over_at IS NULL
         RETURNING user_id
       ) SELECT user_id FROM marked`,
      [tenantId, entryIds, now],
    );
    return rows.map((row) => row.user_id);
  }

  async lockLine(tenantId: string, portionId: string): Promise<WaitlistEntry[]> {
    const rows = await this.query<{ id: string; user_id: string }>(
      `SELECT w.id, w.user_id FROM waitlist_entries w WHERE w.tenant_id = $1 AND w.portion_id = $2 ORDER BY ${IN_LINE} FOR UPDATE`,
      [tenantId, portionId],
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id }));
  }

  async remove(tenantId: string, entryIds: string[]): Promise<void> {
    if (entryIds.length === 0) return;
    await this.query('DELETE FROM waitlist_entries WHERE tenant_id = $1 AND id = ANY($2::uuid[])', [tenantId, entryIds]);
  }

  async end(tenantId: string, portionId: string): Promise<void> {
    await this.query('DELETE FROM waitlist_entries WHERE tenant_id = $1 AND portion_id = $2', [tenantId, portionId]);
  }

  async holdsOpenReservation(tenantId: string, portionId: string, userId: string): Promise<boolean> {
    const rows = await this.query(
      `SELECT 1 FROM reservations WHERE tenant_id = $1 AND portion_id = $2 AND user_id = $3 AND status = 'reserved'`,
      [tenantId, portionId, userId],
    );
    return rows.length > 0;
  }

  async countOpenReservations(tenantId: string, userId: string, now: Date): Promise<number> {
    const [{ open }] = await this.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM reservations r JOIN portions p ON p.id = r.portion_id
        WHERE r.user_id = $1 AND r.tenant_id = $2 AND r.status = 'reserved' AND p.available_until > $3`,
      [userId, tenantId, now],
    );
    return open;
  }
}
