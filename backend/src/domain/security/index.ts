// What other contexts may import from the security context's domain.
export { TooManyPasswordResetsError } from './security.errors.js';
export { ThrottleStore } from './throttle-store.js';
export {
  DISPLAY_LOOKUPS_PER_IP,
  CALENDAR_LOOKUPS_PER_IP,
  SCIM_PER_TOKEN,
  SSO_START_PER_IP,
  SSO_START_PER_TENANT,
  WRONG_PICKUP_CODES_PER_USER,
  MOLLIE_WEBHOOKS_PER_IP,
  FORGOT_PASSWORD_PER_ADDRESS,
  FORGOT_PASSWORD_PER_IP,
  PUBLIC_FORM_PER_IP,
} from './throttle.js';
