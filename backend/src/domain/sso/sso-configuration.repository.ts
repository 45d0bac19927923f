import type { SsoConfiguration } from './sso-configuration.js';

export abstract class SsoConfigurationRepository {
  abstract findByTenant(tenantId: string): Promise<SsoConfiguration | null>;
  /** The configuration whose domains include this one, enabled or not. */
  abstract findByDomain(domain: string): Promise<SsoConfiguration | null>;
  /** Saves the configuration and its domains; a domain that another tenant already lists answers SsoDomainTakenError. */
  abstract save(configuration: SsoConfiguration): Promise<void>;
}
