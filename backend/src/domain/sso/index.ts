// What other contexts may import from sso's domain.
export { SsoConfigurationRepository } from './sso-configuration.repository.js';
