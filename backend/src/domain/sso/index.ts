// What other contexts may import from the sso context's domain.
export { SsoConfigurationRepository } from './sso-configuration.repository.js';
export { SecretBox } from './secret-box.js';
