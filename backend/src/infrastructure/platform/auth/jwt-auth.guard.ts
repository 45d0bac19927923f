import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_SECRET_PREFIX, type Actor } from '../../../domain/shared/actor.js';
import { JwtStrategy } from './jwt.strategy.js';
import { ApiKeyAuthenticator } from '../../../domain/shared/principal.js';
import { runAsPlatform } from '../database/data-scope.js';
import { IS_PUBLIC } from './public.decorator.js';

/**
 * Global guard: every route needs a valid token unless it is marked @Public(). A bearer token that starts with
 * `pp_live_` is an API key and takes its own path (no JWT involved); everything else is a login JWT.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticateApiKey: ApiKeyAuthenticator,
    private readonly jwt: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: Actor }>();
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw new UnauthorizedException();
    // Finding whose token or key this is spans organisations: the platform role.
    request.user = await runAsPlatform('authentication', () =>
      bearer.startsWith(API_KEY_SECRET_PREFIX) ? this.authenticateApiKey.execute(bearer) : this.jwt.authenticate(bearer),
    );
    return true;
  }
}
