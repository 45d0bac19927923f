// What other contexts may import from event-routing's infrastructure.
export { EventsModule } from './event-routing.module.js';
