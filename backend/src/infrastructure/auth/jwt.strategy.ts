import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ResolvePrincipalQuery, type Principal } from '../../application/identity/resolve-principal.query.js';
import { APP_CONFIG } from '../modules/config.module.js';
import type { AppConfig } from '../../config.js';
import { JWT_ALGORITHM, type JwtPayload } from './jwt-payload.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly resolvePrincipal: ResolvePrincipalQuery,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: given a string, jsonwebtoken first tries to parse it as a public key on every request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Re-reads the user on every request, so deactivation, deletion or a new password takes effect at once. */
  async validate(payload: JwtPayload): Promise<Principal> {
    const valid = typeof payload.sub === 'string' && Number.isInteger(payload.ver);
    const principal = valid ? await this.resolvePrincipal.execute(payload.sub, payload.ver) : null;
    if (!principal) throw new UnauthorizedException();
    return principal;
  }
}
