// What other contexts may import from the event-routing context's infrastructure.
export { EventsModule } from './event-routing.module.js';
