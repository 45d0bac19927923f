import { Injectable } from '@nestjs/common';
import { LiveEventPublisher, type LiveEvent } from '../../domain/portions/live-events.js';
import { TypeormUnitOfWork } from '../persistence/typeorm/typeorm-unit-of-work.js';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_EVENTS_CHANNEL = 'portiepunt_live_events';

/**
 * Publishes through NOTIFY on the current unit of work's connection: PostgreSQL delivers it to every
 * listening instance when the transaction commits, and drops it on rollback. Payloads are single records
 * without long texts, far below NOTIFY's 8000-byte limit.
 */
@Injectable()
export class PgLiveEventPublisher extends LiveEventPublisher {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.uow.manager.query('SELECT pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, JSON.stringify(event)]);
  }
}
