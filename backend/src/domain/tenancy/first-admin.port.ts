import type { Actor } from '../shared/actor.js';
import type { Language } from '../shared/language.js';

export interface FirstAdmin {
  email: string;
  firstName: string;
  lastName: string;
  /**
   * Absent: the admin gets an invitation mail to choose a password, as every new user does. Present: the superadmin
   * hands it over, and the admin must replace it at first login.
   */
  password?: string;
  /** Someone else chose the password (the superadmin), so the admin chooses their own at first login. */
  passwordIsTemporary?: boolean;
  /** The admin's language (a converted demo request's); the tenant's default language when absent. */
  language?: Language;
}

/** Port, bound by the identity context: registers a new tenant's first admin inside the caller's unit of work. */
export abstract class FirstAdminRegistrar {
  /** Returns the admin's user id. */
  abstract register(actor: Actor, tenantId: string, admin: FirstAdmin): Promise<string>;
}
