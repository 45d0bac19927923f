import { ForbiddenError } from '../shared/domain-error.js';
import type { User } from './user.js';

/**
 * Whether a password may be used at all, decided by the tenant's organisation sign-in ("Alleen inloggen via de
 * organisatie"). Implemented by the sso context.
 */
export abstract class PasswordLoginPolicy {
  /** True when this user must sign in through their organisation: never for superadmins or the tenant's admins. */
  abstract requiresOrganisationSignIn(user: User): Promise<boolean>;
  /** True when the address's domain belongs to a tenant that signs in only through its organisation. */
  abstract addressRequiresOrganisationSignIn(email: string): Promise<boolean>;
}

export class OrganisationSignInRequiredError extends ForbiddenError {
  constructor() {
    super('sso_required', 'This organisation signs in only through its own account: use "Inloggen met je organisatie-account"');
  }
}
