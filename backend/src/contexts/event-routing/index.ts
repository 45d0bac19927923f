// What other contexts may import from event-routing.
export { EventsModule } from './event-routing.module.js';
