import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { PersonalDataStore } from '../../domain/data-rights/personal-data.js';
import { LastAdminErasureError, UserNotFoundError, type User, UserRepository } from '../../domain/identity/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/** An admin erases a user of their tenant; reservations stay, attached to the anonymised account. */
@Injectable()
export class EraseUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly personalData: PersonalDataStore,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Returns the erased record, as ra-data-simple-rest expects of a delete. */
  execute(actor: Actor, tenantId: string, id: string): Promise<User> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findInTenant(tenantId, id);
      if (!user) throw new UserNotFoundError();
      const formerEmail = user.email;
      const wasActiveAdmin = user.role === 'admin' && user.isActive;
      user.erase(actor, this.clock.now());
      if (wasActiveAdmin && (await this.users.countOtherActiveAdmins(tenantId, id)) === 0) {
        throw new LastAdminErasureError();
      }
      await this.users.save(user);
      await this.personalData.eraseTraces({ id, email: formerEmail });
      await this.auditLog.record({ action: 'user.erased', actorId: actor.userId, tenantId, target: { type: 'user', id } });
      return user;
    });
  }
}
