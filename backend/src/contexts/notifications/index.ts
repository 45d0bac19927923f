// What other contexts may import from notifications.
export { NotificationsModule } from './notifications.module.js';
export { SendWaitlistPromotionUseCase } from './application/send-waitlist-promotion.use-case.js';
