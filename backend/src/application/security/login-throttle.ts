import { Injectable } from '@nestjs/common';
import { TooManyLoginAttemptsError } from '../../domain/security/security.errors.js';
import { LOGIN_PER_ADDRESS, LOGIN_PER_IP } from '../../domain/security/throttle.js';
import { ThrottleStore } from '../../domain/security/throttle-store.js';

/**
 * Counts every login attempt as a failure before the password is checked, so that parallel guesses cannot
 * slip past the limit, and takes the count back when the attempt succeeds.
 * Checked before the account is looked up: a known and an unknown address get the same answer.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Runs `attempt` unless the address or the IP is throttled; a success resets the address's failures. */
  async guard<T>(address: string, ip: string, now: Date, attempt: () => Promise<T>): Promise<T> {
    const addressKey = `login-address:${address}`;
    const byAddress = await this.store.take(addressKey, LOGIN_PER_ADDRESS, now);
    if (!byAddress.allowed) throw new TooManyLoginAttemptsError(byAddress.retryAfterSeconds);
    const byIp = await this.store.take(`login-ip:${ip}`, LOGIN_PER_IP, now);
    if (!byIp.allowed) {
      await this.store.forget([byAddress.hitId]);
      throw new TooManyLoginAttemptsError(byIp.retryAfterSeconds);
    }
    const result = await attempt();
    await this.store.reset(addressKey);
    await this.store.forget([byIp.hitId]);
    return result;
  }
}
