// What other contexts may import from accounts's infrastructure.
export { AccountsModule } from './accounts.module.js';
