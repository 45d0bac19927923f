// What other contexts may import from the partners context's infrastructure.
export { PartnersModule } from './partners.module.js';
export { referralCookie } from './referral-cookie.js';
