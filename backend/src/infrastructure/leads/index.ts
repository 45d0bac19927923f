// What other contexts may import from leads's infrastructure.
export { LeadsModule } from './leads.module.js';
