import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { InvalidInputError } from '../shared/domain-error.js';

/** 32 random bytes in base64url without padding: 256 bits, so a link cannot be guessed. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface DisplayLinkState {
  id: string;
  tenantId: string;
  locationId: string;
  /** What the admin calls the screen ("Scherm hal Hoofdgebouw"); null for links made before links had names. */
  name: string | null;
  /** Only a hash of the token is kept; the token itself is shown once, in the link the admin copies. */
  tokenHash: string;
  /** The admin who created it; null once that account is deleted. */
  createdBy: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/**
 * A link to a location's public screen: whoever holds it sees that location's portions, live, without logging in.
 * Only its name changes; otherwise it is revoked, never changed.
 */
export class DisplayLink {
  private constructor(private state: DisplayLinkState) {}

  static issue(
    tokenHash: string,
    by: { tenantId: string; userId: string },
    target: { locationId: string; name: string | null },
    now: Date,
  ): DisplayLink {
    return new DisplayLink({
      id: randomUUID(),
      tenantId: by.tenantId,
      locationId: target.locationId,
      name: target.name === null ? null : displayName(target.name),
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

  rename(name: string): void {
    this.state.name = displayName(name);
  }

  revoke(now: Date): void {
    this.state.revokedAt ??= now;
  }

  toState(): DisplayLinkState {
    return { ...this.state };
  }
}

export const DISPLAY_NAME_MAX = 100;

/** A screen's name, trimmed; blank answers 400 `required` for `name` (the DTO has checked its type and length). */
export function displayName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw InvalidInputError.field('name', 'required', 'name must not be blank');
  return trimmed;
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
