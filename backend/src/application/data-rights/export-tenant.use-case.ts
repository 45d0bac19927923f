import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { TenantExporter } from '../../domain/data-rights/personal-data.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

export interface TenantExport {
  filename: string;
  content: NodeJS.ReadableStream;
}

/** A tenant's data as a ZIP (its admin, or the superadmin for any tenant, also a deactivated one). */
@Injectable()
export class ExportTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly exporter: TenantExporter,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, tenantId: string): Promise<TenantExport> {
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant) throw new TenantNotFoundError();
    await this.unitOfWork.run(() =>
      this.auditLog.record({ action: 'tenant.exported', actorId: actor.userId, tenantId, target: { type: 'tenant', id: tenantId } }),
    );
    const day = this.clock.now().toISOString().slice(0, 10);
    return { filename: `portiepunt-${tenant.slug}-${day}.zip`, content: this.exporter.stream(tenantId) };
  }
}
