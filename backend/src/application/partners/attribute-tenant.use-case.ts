import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { UserRepository } from '../../domain/identity/index.js';
import { changedBy } from '../identity/index.js';
import { AttributionHistory, type AttributionChange } from '../../domain/partners/attribution-history.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { PartnerNotFoundError } from '../../domain/partners/partners.errors.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

export interface Attribution {
  tenantId: string;
  partnerId: string | null;
  history: AttributionChange[];
}

/** The superadmin sets or clears the partner a tenant is attributed to; each change is recorded with who made it. */
@Injectable()
export class AttributeTenantUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly partners: PartnerRepository,
    private readonly history: AttributionHistory,
    private readonly users: UserRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, tenantId: string, partnerId: string | null): Promise<Attribution> {
    return this.unitOfWork.run(async () => {
      const tenant = await this.tenants.findByIdForUpdate(tenantId);
      if (!tenant) throw new TenantNotFoundError();
      if (partnerId !== null && !(await this.partners.findById(partnerId))) throw new PartnerNotFoundError();
      await this.record(actor, tenantId, tenant.partnerId, partnerId);
      tenant.attributeTo(partnerId);
      await this.tenants.save(tenant);
      return { tenantId, partnerId, history: await this.history.list(tenantId) };
    });
  }

  async get(tenantId: string): Promise<Attribution> {
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant) throw new TenantNotFoundError();
    return { tenantId, partnerId: tenant.partnerId, history: await this.history.list(tenantId) };
  }

  /** Records a change of attribution (nothing when it stays the same); also used when a referred request is converted. */
  async record(actor: Actor, tenantId: string, from: string | null, to: string | null): Promise<void> {
    if (from === to) return;
    await this.history.record({
      id: randomUUID(),
      tenantId,
      fromPartnerId: from,
      toPartnerId: to,
      changedBy: await changedBy(this.users, actor),
      changedAt: this.clock.now(),
    });
  }
}
