import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { InvalidPasswordLinkError } from '../../domain/accounts/accounts.errors.js';
import { PasswordHasher, UserRepository, type User } from '../../domain/identity/index.js';
import { PasswordRules } from '../identity/index.js';
import { PasswordToken } from '../../domain/accounts/password-token.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';

/** Sets a password through a reset or invitation link; the link, and every other link of the user, is then used up. */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly tokens: PasswordTokenRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwordRules: PasswordRules,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  /**
   * The link is checked before the password: a stranger without a valid link learns nothing about the strength rules,
   * and the rules can weigh the user's own names. It is checked again, locked, when the password is stored.
   */
  async execute(secret: string, password: string): Promise<void> {
    const owner = await this.unitOfWork.run(() => this.usableLinkOwner(secret));
    await this.passwordRules.require('password', password, owner);
    const passwordHash = await this.hasher.hash(password);
    await this.unitOfWork.run(async () => {
      const user = await this.usableLinkOwner(secret);
      user.choosePassword(passwordHash);
      await this.users.save(user);
      await this.tokens.useAllOf(user.id, this.clock.now());
      await this.auditLog.record({
        action: 'auth.password_reset',
        actorId: user.id,
        tenantId: user.tenantId,
        target: { type: 'user', id: user.id },
      });
    });
  }

  private async usableLinkOwner(secret: string): Promise<User> {
    const token = await this.tokens.lockByHash(PasswordToken.hash(secret));
    if (!token?.isUsable(this.clock.now())) throw new InvalidPasswordLinkError();
    const user = await this.users.findById(token.userId);
    if (!user?.isActive) throw new InvalidPasswordLinkError();
    return user;
  }
}
