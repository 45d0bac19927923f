// What other contexts may import from settings.
export { TenantSettingsRepository } from './domain/tenant-settings.repository.js';
export type { PickupConfirmation } from './domain/tenant-settings.js';
export { SettingsModule } from './settings.module.js';
