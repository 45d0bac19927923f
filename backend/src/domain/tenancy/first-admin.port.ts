import type { Actor } from '../shared/actor.js';

export interface FirstAdmin {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Someone else chose it (the superadmin), so the admin chooses their own at first login. */
  passwordIsTemporary?: boolean;
}

/** Port, bound by the identity context: registers a new tenant's first admin inside the caller's unit of work. */
export abstract class FirstAdminRegistrar {
  /** Returns the admin's user id. */
  abstract register(actor: Actor, tenantId: string, admin: FirstAdmin): Promise<string>;
}
