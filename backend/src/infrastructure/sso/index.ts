// What other contexts may import from the sso context's infrastructure.
export { SsoModule } from './sso.module.js';
export { AesSecretBox } from './adapters/aes-secret-box.js';
