// What other contexts may import from the payments context's domain.
export { PaymentRepository } from './payment.repository.js';
export type { PaymentState, PaymentStatus, RefundStatus } from './payment.js';
export { PAYMENT_MODES, type PaymentMode } from './payment-settings.js';
