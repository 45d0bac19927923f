import { Module } from '@nestjs/common';
import { EventsController } from './events.controller.js';
import { LiveStreamHub } from './live-stream-hub.js';
import { AuthModule } from '../auth/auth.module.js';
import { LiveEventBusModule } from './live-event-bus.module.js';
import { StreamsPerUser } from './streams-per-user.js';

/** Live updates: NOTIFY after each change, LISTEN on one connection per instance, SSE streams per tenant (LiveStreamHub). */
@Module({
  imports: [AuthModule, LiveEventBusModule],
  controllers: [EventsController],
  providers: [LiveStreamHub, StreamsPerUser],
  exports: [LiveEventBusModule, LiveStreamHub],
})
export class RealtimeModule {}
