import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { InvalidInputError } from '../shared/domain-error.js';

/** Every SCIM token starts with this, so that a leaked one is recognisable. */
export const SCIM_TOKEN_PREFIX = 'pp_scim_';
export const SCIM_TOKEN_NAME_MAX = 100;

export interface ScimTokenState {
  id: string;
  tenantId: string;
  name: string;
  /** Only a hash of the token is kept, as for API keys. */
  secretHash: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The bearer token with which one tenant's directory (Entra ID, Google Workspace…) provisions its users. */
export class ScimToken {
  private constructor(private readonly state: ScimTokenState) {}

  static issue(name: string, secret: string, by: { tenantId: string; userId: string }, now: Date): ScimToken {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > SCIM_TOKEN_NAME_MAX) {
      throw InvalidInputError.field(
        'name',
        trimmed.length === 0 ? 'required' : 'too_long',
        `name must be 1 to ${SCIM_TOKEN_NAME_MAX} characters`,
        trimmed.length === 0 ? undefined : { max: SCIM_TOKEN_NAME_MAX },
      );
    }
    return new ScimToken({
      id: randomUUID(),
      tenantId: by.tenantId,
      name: trimmed,
      secretHash: hashScimToken(secret),
      createdBy: by.userId,
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
  }

  static restore(state: ScimTokenState): ScimToken {
    return new ScimToken({ ...state });
  }

  get id(): string {
    return this.state.id;
  }

  revoke(now: Date): void {
    this.state.revokedAt ??= now;
  }

  toState(): ScimTokenState {
    return { ...this.state };
  }
}

export function generateScimToken(): string {
  return SCIM_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Tokens are long and random: a plain SHA-256 is enough to store them. */
export function hashScimToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
