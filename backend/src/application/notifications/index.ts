// What other contexts may import from the notifications context's application.
export { SendWaitlistPromotionUseCase } from './send-waitlist-promotion.use-case.js';
