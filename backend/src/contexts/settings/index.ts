// What other contexts may import from settings.
export { TenantSettingsRepository } from './domain/tenant-settings.repository.js';
export { SettingsModule } from './settings.module.js';
