import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Actor } from '../../domain/shared/actor.js';
import { ResolvePrincipalQuery } from '../../application/identity/resolve-principal.query.js';
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

  /** Re-reads the user on every request, so deactivation or deletion takes effect at once. */
  async validate(payload: JwtPayload): Promise<Actor> {
    const actor = typeof payload.sub === 'string' ? await this.resolvePrincipal.execute(payload.sub) : null;
    if (!actor) throw new UnauthorizedException();
    return actor;
  }
}
