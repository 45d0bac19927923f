import { Global, Module } from '@nestjs/common';
import { PortionsModule } from '../portions/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ReservationsModule } from '../reservations/index.js';
import { WasteModule } from '../waste/index.js';
import { LiveEventBusModule } from '../platform/realtime/live-event-bus.module.js';
import { EventDispatcher } from '../platform/events/event-dispatcher.js';
import { RoutingEventDispatcher } from './routing-event-dispatcher.js';
import { LivePayloadSource } from '../platform/realtime/live-events.js';
import { ListLivePayloadSource } from './list-live-payload-source.js';

/**
 * The one dispatcher of recorded events; the unit of work finds it when a unit of work commits. It also tells the
 * live stream hub how to read an event's payload. It sits above the
 * contexts whose events it routes (portions, reservations) and those it sends to (webhooks, audit), so it is a
 * context of its own rather than part of platform/, which knows no context.
 */
@Global()
@Module({
  imports: [PortionsModule, ReservationsModule, NotificationsModule, LiveEventBusModule, WasteModule],
  providers: [
    { provide: EventDispatcher, useClass: RoutingEventDispatcher },
    { provide: LivePayloadSource, useClass: ListLivePayloadSource },
  ],
  exports: [EventDispatcher, LivePayloadSource],
})
export class EventsModule {}
