// What other contexts may import from provisioning.
export { ProvisioningModule } from './provisioning.module.js';
