// What other contexts may import from the settings context's domain.
export { TenantSettingsRepository } from './tenant-settings.repository.js';
export type { PickupConfirmation } from './tenant-settings.js';
