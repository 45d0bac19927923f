import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Principal } from '../../application/identity/resolve-principal.query.js';
import { APP_CONFIG } from '../modules/config.module.js';
import type { AppConfig } from '../../config.js';
import { JWT_ALGORITHM, type JwtPayload } from './jwt-payload.js';
import { PrincipalCache } from './principal-cache.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly principals: PrincipalCache,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** The user's principal for this token version, cached until their user or tenant row changes (see PrincipalCache). */
  async validate(payload: JwtPayload): Promise<Principal> {
    const valid = typeof payload.sub === 'string' && Number.isInteger(payload.ver);
    const principal = valid ? await this.principals.resolve(payload.sub, payload.ver) : null;
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
