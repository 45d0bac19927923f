import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { FirstAdminRegistrar, type FirstAdmin } from '../../domain/tenancy/index.js';
import { RegisterUserUseCase } from './register-user.use-case.js';

/** Binds tenancy's FirstAdminRegistrar: a new tenant's first admin is an ordinary admin user, invited by mail without a password. */
@Injectable()
export class RegisterFirstAdmin implements FirstAdminRegistrar {
  constructor(private readonly registerUser: RegisterUserUseCase) {}

  async register(actor: Actor, tenantId: string, admin: FirstAdmin): Promise<string> {
    return (await this.registerUser.execute(actor, { ...admin, role: 'admin', tenantId })).id;
  }
}
