import type { PasswordToken } from './password-token.js';

export abstract class PasswordTokenRepository {
  abstract save(token: PasswordToken): Promise<void>;
  /** The token with this hash, locked for the rest of the unit of work so that it is used once only. */
  abstract lockByHash(tokenHash: string): Promise<PasswordToken | null>;
  /** Marks every unused token of the user as used: a new password, or a newer link, voids the older links. */
  abstract useAllOf(userId: string, now: Date): Promise<void>;
}
