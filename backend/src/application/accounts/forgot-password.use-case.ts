import { Injectable } from '@nestjs/common';
import { PasswordResetRequests } from '../../domain/accounts/password-reset-requests.port.js';
import { Clock } from '../../domain/shared/clock.js';
import {
  TooManyPasswordResetsError,
  FORGOT_PASSWORD_PER_ADDRESS,
  FORGOT_PASSWORD_PER_IP,
  ThrottleStore,
} from '../../domain/security/index.js';
import { normalizeEmail } from '../../domain/shared/email.js';
import { OrganisationSignInRequiredError, PasswordLoginPolicy } from '../../domain/identity/index.js';

/**
 * Accepts a forgot-password request. Whether or not the address exists, it does the same work (two throttle counts
 * and one recorded request) and answers the same, so that neither the answer nor its timing tells the caller
 * anything; SendPasswordResetUseCase looks the address up afterwards, from the committed request.
 */
@Injectable()
export class ForgotPasswordUseCase {
  constructor(
    private readonly requests: PasswordResetRequests,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
    private readonly passwordPolicy: PasswordLoginPolicy,
  ) {}

  async execute(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    const now = this.clock.now();
    for (const [key, policy] of [
      [`forgot-password-ip:${ip}`, FORGOT_PASSWORD_PER_IP],
      [`forgot-password-address:${address}`, FORGOT_PASSWORD_PER_ADDRESS],
    ] as const) {
      const decision = await this.throttle.take(key, policy, now);
      if (!decision.allowed) throw new TooManyPasswordResetsError(decision.retryAfterSeconds);
    }
    // Decided by the domain alone, so that the answer tells nothing about the address; an admin of such a tenant who
    // lost their password gets a reset link from a superadmin.
    if (await this.passwordPolicy.addressRequiresOrganisationSignIn(address)) throw new OrganisationSignInRequiredError();
    await this.requests.record(address);
  }
}
