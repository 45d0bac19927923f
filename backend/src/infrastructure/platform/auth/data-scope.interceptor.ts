import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable } from 'rxjs';
import type { Actor } from '../../../domain/shared/actor.js';
import { runAsPlatform, runAsTenant, runWithoutTenant } from '../database/data-scope.js';

const CROSS_TENANT = 'crossTenant';

/**
 * Marks a route whose work spans organisations before it knows one (signing in, a display's or an unsubscribe
 * link's token, SCIM's token): it runs on the platform role, under `reason`. Everything else runs in its caller's
 * organisation, or with none.
 */
export const CrossTenant = (reason: string) => SetMetadata(CROSS_TENANT, reason);

/**
 * Runs every handler in its data scope (row-level security): a superadmin's and a partner's work and `@CrossTenant`
 * routes on the platform role; an organisation's user or API key in that organisation; anyone else with no organisation at all.
 */
@Injectable()
export class DataScopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: Actor }>().user;
    const crossTenant = this.reflector.getAllAndOverride<string | undefined>(CROSS_TENANT, [context.getHandler(), context.getClass()]);
    const enter = (work: () => void) => {
      if (user?.role === 'superadmin') return runAsPlatform('superadmin', work);
      // A partner belongs to no organisation and sees the ones they referred (their queries filter by partner).
      if (user?.role === 'partner') return runAsPlatform('partner: own account and referrals', work);
      if (user?.tenantId) return runAsTenant(user.tenantId, work);
      if (crossTenant) return runAsPlatform(crossTenant, work);
      return runWithoutTenant(work);
    };
    return new Observable((subscriber) => enter(() => next.handle().subscribe(subscriber)));
  }
}
