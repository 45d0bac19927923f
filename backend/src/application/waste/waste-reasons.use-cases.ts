import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';
import { newReason, reasonsOf, withArchived, type WasteReasonState } from '../../domain/waste/waste-reason.js';
import { WasteReasonNotFoundError } from '../../domain/waste/waste.errors.js';
import { WasteReasonRepository } from '../../domain/waste/waste.repository.js';

@Injectable()
export class ListWasteReasonsQuery {
  constructor(private readonly reasons: WasteReasonRepository) {}

  async execute(tenantId: string): Promise<WasteReasonState[]> {
    return reasonsOf(await this.reasons.listStored(tenantId));
  }
}

/** Adds or archives a reason; the tenant row lock keeps two admins from passing the cap of 20 active together. */
@Injectable()
export class ChangeWasteReasonsUseCase {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly reasons: WasteReasonRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  add(tenantId: string, input: { code: unknown; labels: unknown }): Promise<WasteReasonState> {
    return this.withReasons(tenantId, async (existing) => {
      const reason = newReason(input, existing);
      await this.reasons.save(tenantId, reason);
      return reason;
    });
  }

  /** A reason is never deleted: its records keep it, archived, and it can come back. */
  setArchived(tenantId: string, code: string, archived: boolean): Promise<WasteReasonState> {
    return this.withReasons(tenantId, async (existing) => {
      const reason = existing.find((candidate) => candidate.code === code);
      if (!reason) throw new WasteReasonNotFoundError();
      const changed = withArchived(reason, archived, existing);
      await this.reasons.save(tenantId, changed);
      return changed;
    });
  }

  private withReasons(tenantId: string, work: (existing: WasteReasonState[]) => Promise<WasteReasonState>): Promise<WasteReasonState> {
    return this.unitOfWork.run(async () => {
      if (!(await this.tenants.findByIdForUpdate(tenantId))) throw new TenantNotFoundError();
      return work(reasonsOf(await this.reasons.listStored(tenantId)));
    });
  }
}
