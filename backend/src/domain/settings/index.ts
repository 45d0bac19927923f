// What other contexts may import from settings's domain.
export { TenantSettingsRepository } from './tenant-settings.repository.js';
export type { PickupConfirmation } from './tenant-settings.js';
