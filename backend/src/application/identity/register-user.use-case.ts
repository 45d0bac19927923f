import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/audit-log.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Actor, TenantRole } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { normalizeEmail } from '../../domain/identity/email.js';
import { EmailTakenError, RegistrationNotAllowedError } from '../../domain/identity/identity.errors.js';
import { MIN_PASSWORD_LENGTH, PasswordHasher } from '../../domain/identity/password-hasher.js';
import { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { TenantNotFoundError } from '../../domain/tenancy/tenancy.errors.js';
import { TenantRepository } from '../../domain/tenancy/tenant.repository.js';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: TenantRole;
  password: string;
  tenantId: string;
}

@Injectable()
export class RegisterUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly tenants: TenantRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: NewUser): Promise<User> {
    const mayRegister = actor.role === 'superadmin' || (actor.role === 'admin' && actor.tenantId === input.tenantId);
    if (!mayRegister) throw new RegistrationNotAllowedError();
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw InvalidInputError.field('password', `password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    if (!(await this.tenants.findById(input.tenantId))) throw new TenantNotFoundError();
    if (await this.users.emailExists(normalizeEmail(input.email))) throw new EmailTakenError();
    const user = User.register(
      { ...input, passwordHash: await this.hasher.hash(input.password) },
      this.clock.now(),
    );
    await this.unitOfWork.run(async () => {
      await this.users.save(user);
      await this.auditLog.record({ action: 'user.created', actorId: actor.userId, tenantId: input.tenantId, target: { type: 'user', id: user.id } });
    });
    return user;
  }
}
