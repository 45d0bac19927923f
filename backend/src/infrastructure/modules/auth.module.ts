import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { JwtStrategy } from '../auth/jwt.strategy.js';
import { PasswordChangeGuard } from '../auth/password-change.guard.js';
import { SessionEnd } from '../auth/session-end.js';
import { RolesGuard } from '../auth/roles.guard.js';
import { TenantGuard } from '../auth/tenant.guard.js';
import { IdentityModule } from './identity.module.js';

/** Access is enforced here, in one place and in this order: token, temporary password, role, tenant. */
@Module({
  imports: [PassportModule, IdentityModule],
  providers: [
    JwtStrategy,
    SessionEnd,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PasswordChangeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: TenantGuard },
  ],
  exports: [SessionEnd],
})
export class AuthModule {}
