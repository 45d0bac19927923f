import type { SsoConfiguration } from './sso-configuration.js';

export abstract class SsoConfigurationRepository {
  abstract findByTenant(tenantId: string): Promise<SsoConfiguration | null>;
  /** The configuration that verified this domain, enabled or not; a domain only claimed leads nowhere. */
  abstract findByDomain(domain: string): Promise<SsoConfiguration | null>;
  /**
   * Saves the configuration and its domains. Several tenants may claim a domain while it is pending; one that another
   * tenant verified answers SsoDomainTakenError.
   */
  abstract save(configuration: SsoConfiguration): Promise<void>;
  /** Another tenant's verified domain of which `domain` is a subdomain, if any. */
  abstract claimedParentElsewhere(tenantId: string, domain: string): Promise<string | null>;
}
