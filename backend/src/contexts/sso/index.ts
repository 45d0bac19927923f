// What other contexts may import from sso.
export { SsoConfigurationRepository } from './domain/sso-configuration.repository.js';
export { SsoModule } from './sso.module.js';
