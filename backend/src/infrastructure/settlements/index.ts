// What other contexts may import from the settlements context's infrastructure.
export { SettlementsModule } from './settlements.module.js';
