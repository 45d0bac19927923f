import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import jsonwebtoken from 'jsonwebtoken';
import type { Principal } from '../../../domain/shared/principal.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { JWT_ALGORITHM, type JwtPayload } from './jwt-payload.js';
import { PrincipalCache } from './principal-cache.js';

/** Verified tokens kept with their claims; the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Turns a login token into its principal: the signature and expiry checked here, the user and tenant by the
 * principal cache. Done directly rather than through passport, whose per-request machinery cost more than the
 * check itself; one instance per app, so that two apps in one process (the tests) each judge with their own cache.
 */
@Injectable()
export class JwtStrategy {
  /** A KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every request. */
  private readonly key: KeyObject;
  /** A client sends the same token on every request: its signature is checked once, its expiry every time. */
  private readonly verified = new Map<string, JwtPayload & { exp: number }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalCache,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  async authenticate(token: string): Promise<Principal> {
    return this.validate(this.verify(token));
  }

  private verify(token: string): JwtPayload {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    let payload: JwtPayload & { exp?: number };
    try {
      payload = jsonwebtoken.verify(token, this.key, { algorithms: [JWT_ALGORITHM] }) as JwtPayload & { exp?: number };
    } catch {
      this.verified.delete(token);
      throw new UnauthorizedException();
    }
    // Every token this app issues expires; one without exp (signed with a leaked secret, or by hand) never would.
    if (typeof payload.exp !== 'number') throw new UnauthorizedException();
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, payload as JwtPayload & { exp: number });
    return payload;
  }

  /** The user's principal for this token version, cached until their user or tenant row changes (see PrincipalCache). */
  async validate(payload: JwtPayload): Promise<Principal> {
    // A sub that is no UUID would only fail later, in the database, as a 500.
    const valid = typeof payload.sub === 'string' && isUUID(payload.sub) && Number.isInteger(payload.ver);
    const principal = valid ? await this.principals.resolve(payload.sub, payload.ver) : null;
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
