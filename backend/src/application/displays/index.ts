// What other contexts may import from the displays context's application.
export { toDisplayPortionView } from './list-display-portions.query.js';
