// What other contexts may import from displays's infrastructure.
export { DisplaysModule } from './displays.module.js';
