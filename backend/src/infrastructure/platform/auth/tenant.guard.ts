import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Actor } from '../../../domain/shared/actor.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Compares the path's {tenantId} with the caller's tenant. Superadmins may read any tenant's
 * data here but write it only through /admin/tenants.
 */
@Injectable()
export class TenantGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ params?: Record<string, string>; user?: Actor; method: string }>();
    const tenantId = request.params?.tenantId;
    if (tenantId === undefined || !request.user) return true;
    if (!isUUID(tenantId)) throw InvalidInputError.field('tenantId', 'invalid_uuid', 'tenantId must be a UUID');
    const { user } = request;
    if (user.role === 'superadmin' && READ_METHODS.has(request.method)) return true;
    if (user.tenantId !== tenantId) throw new ForbiddenException('This tenant is not yours');
    return true;
  }
}
