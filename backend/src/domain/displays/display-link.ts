import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes in base64url without padding: 256 bits, so a link cannot be guessed. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface DisplayLinkState {
  id: string;
  tenantId: string;
  locationId: string;
  /** Only a hash of the token is kept; the token itself is shown once, in the link the admin copies. */
  tokenHash: string;
  /** The admin who created it; null once that account is deleted. */
  createdBy: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/**
 * A link to a location's public screen: whoever holds it sees that location's portions, live, without logging in.
 * It is revoked, never changed.
 */
export class DisplayLink {
  private constructor(private state: DisplayLinkState) {}

  static issue(tokenHash: string, by: { tenantId: string; userId: string }, locationId: string, now: Date): DisplayLink {
    return new DisplayLink({
      id: randomUUID(),
      tenantId: by.tenantId,
      locationId,
      tokenHash,
      createdBy: by.userId,
      createdAt: now,
      revokedAt: null,
    });
  }

  static restore(state: DisplayLinkState): DisplayLink {
    return new DisplayLink({ ...state });
  }

  get id(): string {
    return this.state.id;
  }

  revoke(now: Date): void {
    this.state.revokedAt ??= now;
  }

  toState(): DisplayLinkState {
    return { ...this.state };
  }
}

export function generateDisplayToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Tokens are long and random, so a plain SHA-256 is enough to store them (no password stretching needed). */
export function hashDisplayToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text could be a token at all; anything else is not looked up. */
export function isWellFormedDisplayToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The page a screen opens. */
export function displayPath(token: string): string {
  return `/scherm/${token}`;
}
