// What other contexts may import from the security context's infrastructure.
export { SecurityModule } from './security.module.js';
