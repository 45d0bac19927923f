// What other contexts may import from the leads context's infrastructure.
export { LeadsModule } from './leads.module.js';
