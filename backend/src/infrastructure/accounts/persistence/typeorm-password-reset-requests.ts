import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PasswordResetRequests } from '../../../domain/accounts/password-reset-requests.port.js';
import { Clock } from '../../../domain/shared/clock.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { currentRequestId } from '../../platform/observability/log-context.js';

/** One queued row of the password-reset outbox channel (infrastructure/accounts/password-reset-channel.ts). */
@Injectable()
export class TypeormPasswordResetRequests extends PasswordResetRequests {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async record(email: string): Promise<void> {
    const now = this.clock.now();
    await this.uow.manager.query(
      `INSERT INTO password_reset_requests (id, email, status, attempts, next_attempt_at, created_at, request_id) VALUES ($1, $2, 'queued', 0, $3, $3, $4)`,
      [randomUUID(), email, now, currentRequestId()],
    );
  }
}
