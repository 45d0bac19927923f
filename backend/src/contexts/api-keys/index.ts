// What other contexts may import from api-keys.
export { ApiKeysModule } from './api-keys.module.js';
