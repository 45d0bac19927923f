// What other contexts may import from data-rights's infrastructure.
export { DataRightsModule } from './data-rights.module.js';
