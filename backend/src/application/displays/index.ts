// What other contexts may import from displays's application.
export { toDisplayPortionView } from './list-display-portions.query.js';
