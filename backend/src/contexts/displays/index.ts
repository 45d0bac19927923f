// What other contexts may import from displays.
export { DisplaysModule } from './displays.module.js';
export { toDisplayPortionView } from './application/list-display-portions.query.js';
