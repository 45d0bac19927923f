// What other contexts may import from the api-keys context's infrastructure.
export { ApiKeysModule } from './api-keys.module.js';
