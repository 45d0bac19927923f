import { Module } from '@nestjs/common';
import { LiveEventPublisher } from '../../domain/portions/live-events.js';
import { EventsController } from '../realtime/events.controller.js';
import { LiveStreamHub } from '../realtime/live-stream-hub.js';
import { PgLiveEventBus } from '../realtime/pg-live-event-bus.js';

/** Live updates: NOTIFY after each change, LISTEN on one connection per instance, SSE streams per tenant (LiveStreamHub). */
@Module({
  controllers: [EventsController],
  providers: [PgLiveEventBus, LiveStreamHub, { provide: LiveEventPublisher, useExisting: PgLiveEventBus }],
  exports: [LiveEventPublisher, PgLiveEventBus],
})
export class RealtimeModule {}
