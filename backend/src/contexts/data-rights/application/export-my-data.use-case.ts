import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import { PersonalDataStore, type PersonalData } from '../domain/personal-data.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';

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
