import { Injectable } from '@nestjs/common';
import { AttributionHistory, type AttributionChange } from '../../../domain/partners/attribution-history.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

@Injectable()
export class TypeormAttributionHistory extends AttributionHistory {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async record(change: AttributionChange): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO tenant_attribution_changes (id, tenant_id, from_partner_id, to_partner_id, changed_by, changed_by_name, changed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        change.id,
        change.tenantId,
        change.fromPartnerId,
        change.toPartnerId,
        change.changedBy.userId,
        change.changedBy.name,
        change.changedAt,
      ],
    );
  }

  async list(tenantId: string): Promise<AttributionChange[]> {
    const rows: {
      id: string;
      tenant_id: string;
      from_partner_id: string | null;
      to_partner_id: string | null;
      changed_by: string;
      changed_by_name: string;
      changed_at: Date;
    }[] = await this.uow.manager.query(`SELECT * FROM tenant_attribution_changes WHERE tenant_id = $1 ORDER BY changed_at, seq`, [
      tenantId,
    ]);
    return rows.map((row) => ({
      id: row.id,
      tenantId: row.tenant_id,
      fromPartnerId: row.from_partner_id,
      toPartnerId: row.to_partner_id,
      changedBy: { userId: row.changed_by, name: row.changed_by_name },
      changedAt: row.changed_at,
    }));
  }
}
