// What other contexts may import from partners's infrastructure.
export { referralCookie } from './http/referral-cookie.js';
export { PartnersModule } from './partners.module.js';
