// What other contexts may import from sso's infrastructure.
export { SsoModule } from './sso.module.js';
