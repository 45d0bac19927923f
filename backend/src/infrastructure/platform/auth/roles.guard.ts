import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor, Role } from '../../../domain/shared/actor.js';
import type { ApiKeyScope } from '../../../domain/shared/actor.js';
import { ROLES_KEY } from './roles.decorator.js';
import { SCOPES_KEY } from './scopes.decorator.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const caller = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    if (caller?.apiKey) {
      // An API key is judged by its scopes alone: only routes that name one of them are open to it.
      const scopes =
        this.reflector.getAllAndOverride<ApiKeyScope[] | undefined>(SCOPES_KEY, [context.getHandler(), context.getClass()]) ?? [];
      if (!scopes.some((scope) => caller.apiKey?.scopes.includes(scope)))
        throw new ForbiddenException("This API key's scopes do not allow this");
      return true;
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    if (!user || !roles.includes(user.role)) throw new ForbiddenException('Your role may not do this');
    return true;
  }
}
