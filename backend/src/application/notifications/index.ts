// What other contexts may import from the notifications context's application.
export { SendReservationChangeUseCase } from './send-reservation-change.use-case.js';
export { SendWaitlistPromotionUseCase } from './send-waitlist-promotion.use-case.js';
export { SendWaitlistPassedOverUseCase } from './send-waitlist-passed-over.use-case.js';
