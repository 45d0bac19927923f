import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_SCOPES, API_KEY_SECRET_PREFIX, type ApiKeyScope } from '../shared/actor.js';
import { fieldError, InvalidInputError, type FieldError } from '../shared/domain-error.js';

/** How much of the secret is kept in clear to recognise a key in lists. */
export const API_KEY_VISIBLE_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 6;
export const API_KEY_NAME_MAX = 100;

export interface ApiKeyState {
  id: string;
  tenantId: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The first characters of the secret, shown in lists. */
  prefix: string;
  /** Only a hash of the secret is kept. */
  secretHash: string;
  /** The admin who created it; a key acts on behalf of its tenant, not of this person. */
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A credential for a machine of one tenant, limited to its scopes. */
export class ApiKey {
  private constructor(private state: ApiKeyState) {}

  static issue(
    input: { name: string; scopes: string[] },
    secret: { value: string; hash: string },
    by: { tenantId: string; userId: string },
    now: Date,
  ): ApiKey {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    if (name.length === 0) errors.push(fieldError('name', 'required', `name must be 1 to ${API_KEY_NAME_MAX} characters`));
    if (name.length > API_KEY_NAME_MAX)
      errors.push(fieldError('name', 'too_long', `name must be 1 to ${API_KEY_NAME_MAX} characters`, { max: API_KEY_NAME_MAX }));
    const scopes = [...new Set(input.scopes)];
    if (scopes.length === 0 || !scopes.every((scope) => (API_KEY_SCOPES as readonly string[]).includes(scope))) {
      errors.push(
        fieldError('scopes', 'not_allowed', `scopes must be one or more of ${API_KEY_SCOPES.join(', ')}`, { allowed: [...API_KEY_SCOPES] }),
      );
    }
    if (errors.length > 0) throw new InvalidInputError(errors);
    return new ApiKey({
      id: randomUUID(),
      tenantId: by.tenantId,
      name,
      scopes: scopes as ApiKeyScope[],
      prefix: secret.value.slice(0, API_KEY_VISIBLE_PREFIX_LENGTH),
      secretHash: secret.hash,
      createdBy: by.userId,
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
  }

  static restore(state: ApiKeyState): ApiKey {
    return new ApiKey({ ...state, scopes: [...state.scopes] });
  }

  get id(): string {
    return this.state.id;
  }

  get isRevoked(): boolean {
    return this.state.revokedAt !== null;
  }

  revoke(now: Date): void {
    this.state.revokedAt ??= now;
  }

  toState(): ApiKeyState {
    return { ...this.state, scopes: [...this.state.scopes] };
  }
}

/** A new secret: the prefix and 32 random bytes, base64url without padding. */
export function generateApiKeySecret(): string {
  return API_KEY_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** Secrets are long and random, so a plain SHA-256 is enough to store them (no password stretching needed). */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** How many calls one key may make per window, across all instances. */
export class ApiKeyRateLimit {
  constructor(
    readonly callsPerWindow: number,
    readonly windowSeconds: number,
  ) {}
}
