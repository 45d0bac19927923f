// What other contexts may import from the sso context's infrastructure.
export { SsoModule } from './sso.module.js';
