// What other contexts may import from displays.
export { DisplaysModule } from './displays.module.js';
