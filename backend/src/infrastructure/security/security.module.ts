import { Module } from '@nestjs/common';
import { ThrottleStore } from '../../domain/security/throttle-store.js';
import { LoginThrottle } from '../../application/security/login-throttle.js';
import { TypeormThrottleStore } from './persistence/typeorm-throttle-store.js';

/** Brute-force and abuse limits, one store for every instance. */
@Module({
  providers: [{ provide: ThrottleStore, useClass: TypeormThrottleStore }, LoginThrottle],
  exports: [ThrottleStore, LoginThrottle],
})
export class SecurityModule {}
