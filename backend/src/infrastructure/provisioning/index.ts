// What other contexts may import from the provisioning context's infrastructure.
export { ProvisioningModule } from './provisioning.module.js';
