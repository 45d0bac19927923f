import { Injectable } from '@nestjs/common';
import { PasswordLoginPolicy, type User } from '../../domain/identity/index.js';
import { emailDomain } from '../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';

/**
 * "Alleen inloggen via de organisatie": the tenant's kitchen and staff users may not use a password. Its admins
 * keep theirs, as a way in while the provider is down; superadmins belong to no tenant and are never affected.
 */
@Injectable()
export class SsoPasswordLoginPolicy extends PasswordLoginPolicy {
  constructor(private readonly configurations: SsoConfigurationRepository) {
    super();
  }

  async requiresOrganisationSignIn(user: User): Promise<boolean> {
    if (user.tenantId === null || user.role === 'admin' || user.role === 'superadmin') return false;
    return (await this.configurations.findByTenant(user.tenantId))?.passwordLoginDisabled ?? false;
  }

  async addressRequiresOrganisationSignIn(email: string): Promise<boolean> {
    return (await this.configurations.findByDomain(emailDomain(email)))?.passwordLoginDisabled ?? false;
  }
}
