import { Module } from '@nestjs/common';
import { LiveEventPublisher } from '../../domain/portions/live-events.js';
import { EventsController } from '../realtime/events.controller.js';
import { PgLiveEventBus } from '../realtime/pg-live-event-bus.js';
import { AuthModule } from './auth.module.js';

/** Live updates: NOTIFY after each change, LISTEN on one connection per instance, SSE streams per tenant. */
@Module({
  imports: [AuthModule],
  controllers: [EventsController],
  providers: [PgLiveEventBus, { provide: LiveEventPublisher, useExisting: PgLiveEventBus }],
  exports: [LiveEventPublisher],
})
export class RealtimeModule {}
