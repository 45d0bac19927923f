// What other contexts may import from the tenancy context's infrastructure.
export { TenancyModule } from './tenancy.module.js';
