// What other contexts may import from security.
export { LoginThrottle } from './application/login-throttle.js';
export { TooManyPasswordResetsError } from './domain/security.errors.js';
export { ThrottleStore } from './domain/throttle-store.js';
export { DISPLAY_LOOKUPS_PER_IP, FORGOT_PASSWORD_PER_ADDRESS, FORGOT_PASSWORD_PER_IP, PUBLIC_FORM_PER_IP } from './domain/throttle.js';
export { SecurityModule } from './security.module.js';
