import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Actor } from '../../domain/shared/actor.js';
import { UserNotFoundError } from '../../domain/identity/identity.errors.js';
import type { User, UserChanges } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

@Injectable()
export class UpdateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(actor: Actor, tenantId: string, id: string, changes: UserChanges): Promise<User> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findInTenant(tenantId, id);
      if (!user) throw new UserNotFoundError();
      const before = { role: user.role, isActive: user.isActive };
      user.applyChanges(changes, actor);
      await this.users.save(user);
      const target = { type: 'user' as const, id };
      const record = (action: 'user.changed' | 'user.role_changed' | 'user.deactivated') =>
        this.auditLog.record({ action, actorId: actor.userId, tenantId, target });
      await record('user.changed');
      if (user.role !== before.role) await record('user.role_changed');
      if (before.isActive && !user.isActive) await record('user.deactivated');
      return user;
    });
  }
}
