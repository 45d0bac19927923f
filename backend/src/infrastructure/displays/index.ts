// What other contexts may import from the displays context's infrastructure.
export { DisplaysModule } from './displays.module.js';
