import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { JwtStrategy } from '../auth/jwt.strategy.js';
import { PasswordChangeGuard } from '../auth/password-change.guard.js';
import { SessionEnd } from '../auth/session-end.js';
import { PrincipalCache } from '../auth/principal-cache.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { TenantGuard } from '../auth/tenant.guard.js';
import { ApiKeysModule } from './api-keys.module.js';
import { IdentityModule } from './identity.module.js';
import { LiveEventBusModule } from './live-event-bus.module.js';

/** Access is enforced here, in one place and in this order: token or API key, temporary password, role or key scope, tenant. */
@Module({
  imports: [IdentityModule, LiveEventBusModule, ApiKeysModule],
  providers: [
    JwtStrategy,
    SessionEnd,
    PrincipalCache,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PasswordChangeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: TenantGuard },
  ],
  exports: [SessionEnd],
})
export class AuthModule {}
