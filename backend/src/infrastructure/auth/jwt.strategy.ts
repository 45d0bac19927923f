import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import jsonwebtoken from 'jsonwebtoken';
import type { Principal } from '../../application/identity/resolve-principal.query.js';
import { APP_CONFIG } from '../modules/config.module.js';
import type { AppConfig } from '../../config.js';
import { JWT_ALGORITHM, type JwtPayload } from './jwt-payload.js';
import { PrincipalCache } from './principal-cache.js';

/**
 * Turns a login token into its principal: the signature and expiry checked here, the user and tenant by the
 * principal cache. Done directly rather than through passport, whose per-request machinery cost more than the
 * check itself; one instance per app, so that two apps in one process (the tests) each judge with their own cache.
 */
@Injectable()
export class JwtStrategy {
  /** A KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every request. */
  private readonly key: KeyObject;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalCache,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  async authenticate(token: string): Promise<Principal> {
    let payload: JwtPayload;
    try {
      payload = jsonwebtoken.verify(token, this.key, { algorithms: [JWT_ALGORITHM] }) as JwtPayload;
    } catch {
      throw new UnauthorizedException();
    }
    return this.validate(payload);
  }

  /** The user's principal for this token version, cached until their user or tenant row changes (see PrincipalCache). */
  async validate(payload: JwtPayload): Promise<Principal> {
    const valid = typeof payload.sub === 'string' && Number.isInteger(payload.ver);
    const principal = valid ? await this.principals.resolve(payload.sub, payload.ver) : null;
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
