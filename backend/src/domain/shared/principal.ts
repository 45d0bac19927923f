import type { Actor } from './actor.js';

/** The authenticated caller, and whether they must replace a temporary password before anything else. */
export interface Principal extends Actor {
  mustChangePassword: boolean;
}

/** A token's subject and the user's token version it was issued with. */
export interface TokenSubject {
  userId: string;
  tokenVersion: number;
}

/**
 * Port, bound by the identity context: turns a token's subject into the current principal, or null once the user
 * or their tenant is gone or inactive, or the user's password changed after the token was issued.
 */
export abstract class PrincipalResolver {
  abstract execute(userId: string, tokenVersion: number): Promise<Principal | null>;
  /** The same judgment for many subjects at once; the answers come in the subjects' order. */
  abstract executeMany(subjects: readonly TokenSubject[]): Promise<(Principal | null)[]>;
}

/** Port, bound by the api-keys context: turns a `pp_live_` secret into an actor of the key's tenant. */
export abstract class ApiKeyAuthenticator {
  abstract execute(secret: string): Promise<Actor>;
}
