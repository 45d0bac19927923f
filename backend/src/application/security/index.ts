// What other contexts may import from security's application.
export { LoginThrottle } from './login-throttle.js';
