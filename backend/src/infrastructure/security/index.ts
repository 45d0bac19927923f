// What other contexts may import from security's infrastructure.
export { SecurityModule } from './security.module.js';
