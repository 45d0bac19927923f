// What other contexts may import from the portions context's application.
export { GetPortionQuery } from './get-portion.query.js';
export { type PortionView, toPortionPayload, toPortionView } from './portion-view.js';
export { WaitingLists, type WaitlistPlace } from './waiting-lists.port.js';
export { WithdrawalCancellations } from './withdrawal-cancellations.port.js';
export { FoodSafetyContext } from './food-safety-context.js';
