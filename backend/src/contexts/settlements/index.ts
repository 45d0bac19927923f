// What other contexts may import from settlements.
export { SettlementsModule } from './settlements.module.js';
