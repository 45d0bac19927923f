import { Global, Module } from '@nestjs/common';
import { PortionsModule } from '../../contexts/portions/portions.module.js';
import { LiveEventBusModule } from '../realtime/live-event-bus.module.js';
import { EventDispatcher } from './event-dispatcher.js';
import { RoutingEventDispatcher } from './routing-event-dispatcher.js';

/** The one dispatcher of recorded events; the unit of work finds it when a unit of work commits. */
@Global()
@Module({
  imports: [PortionsModule, LiveEventBusModule],
  providers: [{ provide: EventDispatcher, useClass: RoutingEventDispatcher }],
  exports: [EventDispatcher],
})
export class EventsModule {}
