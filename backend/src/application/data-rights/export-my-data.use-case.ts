import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { PersonalDataStore, type PersonalData } from '../../domain/data-rights/personal-data.js';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/** Any user downloads what the product holds about them. */
@Injectable()
export class ExportMyDataUseCase {
  constructor(
    private readonly personalData: PersonalDataStore,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor): Promise<PersonalData> {
    await this.unitOfWork.run(() =>
      this.auditLog.record({
        action: 'user.exported',
        actorId: actor.userId,
        tenantId: actor.tenantId,
        target: { type: 'user', id: actor.userId },
      }),
    );
    return this.personalData.read(actor.userId);
  }
}
