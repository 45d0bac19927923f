import { Injectable } from '@nestjs/common';
import { TenantEraser } from '../../../domain/data-rights/personal-data.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/**
 * Deletes the mails sent to its users and the tenant row; its locations, users, portions and reservations go with it (ON DELETE CASCADE).
 * Audit entries stay: they name ids only and record the erasure itself.
 */
@Injectable()
export class TypeormTenantEraser extends TenantEraser {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async erase(tenantId: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM outbound_emails WHERE recipient IN (SELECT email FROM users WHERE tenant_id = $1)`, [
      tenantId,
    ]);
    await this.uow.manager.query(`DELETE FROM tenants WHERE id = $1`, [tenantId]);
  }
}
