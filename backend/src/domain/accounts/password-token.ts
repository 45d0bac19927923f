import { createHash, randomBytes, randomUUID } from 'node:crypto';

export type PasswordTokenPurpose = 'reset' | 'invitation';

/** How long a link stays valid: a reset link 60 minutes, an invitation (or a superadmin's set-password link) 72 hours. */
export const PASSWORD_TOKEN_VALIDITY_MS: Record<PasswordTokenPurpose, number> = {
  reset: 60 * 60_000,
  invitation: 72 * 60 * 60_000,
};

export interface PasswordTokenState {
  id: string;
  userId: string;
  purpose: PasswordTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** A one-time link to set a password. Only the hash of its secret is kept; the secret travels in the link alone. */
export class PasswordToken {
  private constructor(private state: PasswordTokenState) {}

  /** A new token and the secret for its link. */
  static issue(userId: string, purpose: PasswordTokenPurpose, now: Date): { token: PasswordToken; secret: string } {
    const secret = randomBytes(32).toString('base64url');
    const token = new PasswordToken({
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: PasswordToken.hash(secret),
      expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_VALIDITY_MS[purpose]),
      usedAt: null,
      createdAt: now,
    });
    return { token, secret };
  }

  static restore(state: PasswordTokenState): PasswordToken {
    return new PasswordToken({ ...state });
  }

  static hash(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }

  get userId(): string {
    return this.state.userId;
  }

  isUsable(now: Date): boolean {
    return this.state.usedAt === null && now < this.state.expiresAt;
  }

  toState(): PasswordTokenState {
    return { ...this.state };
  }
}
