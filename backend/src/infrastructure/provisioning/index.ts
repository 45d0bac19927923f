// What other contexts may import from provisioning's infrastructure.
export { ProvisioningModule } from './provisioning.module.js';
