// What other contexts may import from the data-rights context's infrastructure.
export { DataRightsModule } from './data-rights.module.js';
