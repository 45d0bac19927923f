import { Module } from '@nestjs/common';
import { LiveEventPublisher } from './live-events.js';
import { PgLiveEventBus } from './pg-live-event-bus.js';

/**
 * The instance's one LISTEN/NOTIFY connection, on its own so that both the event streams and the principal cache
 * (which the streams' authentication needs) can use it without importing each other.
 */
@Module({
  providers: [PgLiveEventBus, { provide: LiveEventPublisher, useExisting: PgLiveEventBus }],
  exports: [LiveEventPublisher, PgLiveEventBus],
})
export class LiveEventBusModule {}
