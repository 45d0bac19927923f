// What other contexts may import from the payments context's infrastructure.
export { PaymentsModule } from './payments.module.js';
