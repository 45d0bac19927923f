import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { DataScopeInterceptor } from './data-scope.interceptor.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordChangeGuard } from './password-change.guard.js';
import { SessionEnd } from './session-end.js';
import { PrincipalCache } from './principal-cache.js';
import { RolesGuard } from './roles.guard.js';
import { TenantGuard } from './tenant.guard.js';
import { LiveEventBusModule } from '../realtime/live-event-bus.module.js';

/**
 * Access is enforced here, in one place and in this order: token or API key, temporary password, role or key scope, tenant.
 * The identity and api-keys modules bind the ports it asks (PrincipalResolver, ApiKeyAuthenticator); both are global.
 */
@Module({
  imports: [LiveEventBusModule],
  providers: [
    JwtStrategy,
    SessionEnd,
    PrincipalCache,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PasswordChangeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: TenantGuard },
    { provide: APP_INTERCEPTOR, useClass: DataScopeInterceptor },
  ],
  exports: [SessionEnd],
})
export class AuthModule {}
