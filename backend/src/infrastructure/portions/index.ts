// What other contexts may import from the portions context's infrastructure.
export { PortionsModule } from './portions.module.js';
