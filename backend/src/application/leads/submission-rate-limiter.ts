import { Injectable } from '@nestjs/common';
import { TooManySubmissionsError } from '../../domain/leads/leads.errors.js';
import { PUBLIC_FORM_PER_IP, ThrottleStore } from '../../domain/security/index.js';

/** Admits a public submission or refuses it with the seconds to wait. Shared by both public forms. */
@Injectable()
export class SubmissionRateLimiter {
  constructor(private readonly throttle: ThrottleStore) {}

  /** Call inside the submission's unit of work, so that a submission that fails stores no hit either. */
  async admit(ip: string, now: Date): Promise<void> {
    const decision = await this.throttle.take(`public-form-ip:${ip}`, PUBLIC_FORM_PER_IP, now);
    if (!decision.allowed) throw new TooManySubmissionsError(decision.retryAfterSeconds);
  }
}
