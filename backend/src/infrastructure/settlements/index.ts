// What other contexts may import from settlements's infrastructure.
export { SettlementsModule } from './settlements.module.js';
