// What other contexts may import from notifications's application.
export { SendWaitlistPromotionUseCase } from './send-waitlist-promotion.use-case.js';
