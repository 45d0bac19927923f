import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WrongCurrentPasswordError } from '../../domain/accounts/accounts.errors.js';
import { UserNotFoundError, PasswordHasher, UserRepository } from '../../domain/identity/index.js';
import { PasswordRules } from '../identity/index.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';

/** The signed-in user replaces their password (also a temporary one); their other sessions end. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwordRules: PasswordRules,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new UserNotFoundError();
    if (!(await this.hasher.verify(currentPassword, user.passwordHash))) throw new WrongCurrentPasswordError();
    await this.passwordRules.require('newPassword', newPassword, user);
    if (newPassword === currentPassword)
      throw InvalidInputError.field('newPassword', 'same_as_current', 'newPassword must differ from your current password');
    const passwordHash = await this.hasher.hash(newPassword);
    await this.unitOfWork.run(async () => {
      user.choosePassword(passwordHash);
      await this.users.save(user);
      await this.tokens.useAllOf(user.id, this.clock.now());
      await this.auditLog.record({
        action: 'auth.password_changed',
        actorId: user.id,
        tenantId: user.tenantId,
        target: { type: 'user', id: user.id },
      });
    });
  }
}
