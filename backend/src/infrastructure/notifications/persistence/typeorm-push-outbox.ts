import { Injectable } from '@nestjs/common';
import { PushOutbox, type PushMessage } from '../../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../../domain/shared/clock.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { currentRequestId } from '../../platform/observability/log-context.js';

/** One push_messages row per device of the user, written in the current unit of work (see outbox-channel.ts). */
@Injectable()
export class TypeormPushOutbox extends PushOutbox {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly clock: Clock,
  ) {
    super();
  }

  async enqueue(message: PushMessage): Promise<void> {
    const now = this.clock.now();
    await this.uow.manager.query(
      `INSERT INTO push_messages (id, subscription_id, tenant_id, kind, payload, topic, expires_at, status, attempts, next_attempt_at, created_at, request_id)
       SELECT gen_random_uuid(), s.id, s.tenant_id, $2, $3, $4, $5, 'queued', 0, $6, $6, $7 FROM push_subscriptions s WHERE s.user_id = $1`,
      [message.userId, message.kind, JSON.stringify(message.payload), message.topic, message.expiresAt, now, currentRequestId()],
    );
  }
}
