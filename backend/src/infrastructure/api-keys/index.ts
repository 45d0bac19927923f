// What other contexts may import from api-keys's infrastructure.
export { ApiKeysModule } from './api-keys.module.js';
