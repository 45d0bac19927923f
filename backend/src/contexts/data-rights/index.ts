// What other contexts may import from data-rights.
export { DataRightsModule } from './data-rights.module.js';
