// What other contexts may import from the security context's application.
export { LoginThrottle } from './login-throttle.js';
