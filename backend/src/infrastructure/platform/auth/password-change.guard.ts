import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError } from '../../../domain/shared/domain-error.js';
import type { Principal } from '../../../domain/shared/principal.js';

const ALLOWED_WITH_TEMPORARY_PASSWORD = 'allowedWithTemporaryPassword';

/** Marks the few routes (profile, password change) that a user with a temporary password may call. */
export const AllowedWithTemporaryPassword = () => SetMetadata(ALLOWED_WITH_TEMPORARY_PASSWORD, true);

export class PasswordChangeRequiredError extends ForbiddenError {
  constructor() {
    super('password_change_required', 'Choose a new password first (PUT /api/protected/profile/password)');
  }
}

/** A user whose password someone else chose gets 403 `password_change_required` everywhere else until they change it. */
@Injectable()
export class PasswordChangeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!user?.mustChangePassword) return true;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOWED_WITH_TEMPORARY_PASSWORD, [context.getHandler(), context.getClass()]);
    if (!allowed) throw new PasswordChangeRequiredError();
    return true;
  }
}
