import type { TenantSettings } from './tenant-settings.js';

export abstract class TenantSettingsRepository {
  /** The tenant's settings, or the defaults when none were ever saved. */
  abstract findByTenant(tenantId: string): Promise<TenantSettings>;
  abstract save(settings: TenantSettings): Promise<void>;
}
