import { Module } from '@nestjs/common';
import { LiveEventPublisher } from '../../domain/portions/live-events.js';
import { EventsController } from '../realtime/events.controller.js';
import { PgLiveEventListener } from '../realtime/pg-live-event-listener.js';
import { PgLiveEventPublisher } from '../realtime/pg-live-event-publisher.js';

/** Live updates: NOTIFY on change, one LISTEN connection per instance, SSE streams per tenant. */
@Module({
  controllers: [EventsController],
  providers: [{ provide: LiveEventPublisher, useClass: PgLiveEventPublisher }, PgLiveEventListener],
  exports: [LiveEventPublisher],
})
export class RealtimeModule {}
