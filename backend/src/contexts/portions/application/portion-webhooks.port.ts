import type { PortionView } from './portion-view.js';

/** Port, bound by the webhooks context: queues a portion's webhook deliveries inside the caller's unit of work. */
export abstract class PortionWebhooks {
  abstract portionEvent(type: 'portion.created' | 'portion.updated', view: PortionView, now: Date): Promise<void>;
}
