// What other contexts may import from the accounts context's infrastructure.
export { AccountsModule } from './accounts.module.js';
