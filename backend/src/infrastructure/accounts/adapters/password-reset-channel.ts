import { Injectable } from '@nestjs/common';
import { SendPasswordResetUseCase } from '../../../application/accounts/send-password-reset.use-case.js';
import { OutboxChannel, type DeliveryOutcome, type OutboxRow } from '../../platform/outbox/outbox-channel.js';

interface PasswordResetRequestRow extends OutboxRow {
  email: string;
}

/**
 * Forgot-password requests go through the outbox like a mail: the worker claims each recorded request and hands it
 * to SendPasswordResetUseCase, which queues the reset mail (or nothing, for an unknown address). Retries follow the
 * outbox rule; a handled row is deleted, as it holds an address that may belong to nobody.
 */
@Injectable()
export class PasswordResetChannel extends OutboxChannel<PasswordResetRequestRow> {
  readonly name = 'password-reset';
  readonly table = 'password_reset_requests';
  override readonly deleteWhenDelivered = true;

  constructor(private readonly sendPasswordReset: SendPasswordResetUseCase) {
    super();
  }

  async deliver(row: PasswordResetRequestRow): Promise<DeliveryOutcome> {
    await this.sendPasswordReset.execute(row.email);
    return 'sent';
  }
}
