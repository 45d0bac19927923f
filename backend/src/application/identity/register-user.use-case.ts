import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Language } from '../../domain/shared/language.js';
import type { Actor, TenantRole } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { normalizeEmail } from '../../domain/shared/email.js';
import { PasswordRules } from './password-rules.js';
import { EmailTakenError, RegistrationNotAllowedError } from '../../domain/identity/identity.errors.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { InvitationMailer } from '../../domain/identity/invitation-mailer.port.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { TenantNotFoundError, TenantRepository } from '../../domain/tenancy/index.js';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: TenantRole;
  /** Absent: the user is mailed an invitation to choose their own. */
  password?: string;
  /** The password was chosen by someone else: the user must replace it before doing anything else. */
  passwordIsTemporary?: boolean;
  tenantId: string;
  /** The user's language, which their invitation is written in; the tenant's default language when absent. */
  language?: Language;
  /** The number payroll knows the person by; absent or empty: none. */
  employeeNumber?: string | null;
}

@Injectable()
export class RegisterUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwordRules: PasswordRules,
    private readonly invitations: InvitationMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(actor: Actor, input: NewUser): Promise<User> {
    const mayRegister = actor.role === 'superadmin' || (actor.role === 'admin' && actor.tenantId === input.tenantId);
    if (!mayRegister) throw new RegistrationNotAllowedError();
    if (input.password !== undefined) await this.passwordRules.require('password', input.password, input);
    const passwordHash = input.password === undefined ? null : await this.hasher.hash(input.password);
    return this.unitOfWork.run(async () => {
      if (!(await this.tenants.findById(input.tenantId))) throw new TenantNotFoundError();
      if (await this.users.emailExists(normalizeEmail(input.email))) throw new EmailTakenError();
      const language = input.language ?? (await this.settings.findByTenant(input.tenantId)).defaultLanguage;
      const user = User.register({ ...input, passwordHash, mustChangePassword: input.passwordIsTemporary, language }, this.clock.now());
      await this.users.save(user);
      await this.auditLog.record({
        action: 'user.created',
        actorId: actor.userId,
        tenantId: input.tenantId,
        target: { type: 'user', id: user.id },
      });
      if (passwordHash === null) await this.invitations.mailInvitation(user);
      return user;
    });
  }
}
