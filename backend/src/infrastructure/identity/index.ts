// What other contexts may import from the identity context's infrastructure.
export { IdentityModule } from './identity.module.js';
