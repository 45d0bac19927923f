import type { PushSubscription } from './push-subscription.js';

export abstract class PushSubscriptionRepository {
  /**
   * Stores the device for its user; returns false when that user had it stored already. A device that was
   * subscribed by another user before (a shared browser) moves to this one.
   */
  abstract add(subscription: PushSubscription): Promise<boolean>;
  abstract findByUser(userId: string): Promise<PushSubscription[]>;
  abstract deleteByEndpoint(userId: string, endpoint: string): Promise<void>;
  /** The push service said the subscription is gone (404 or 410). */
  abstract deleteById(id: string): Promise<void>;
  abstract deleteByUser(userId: string): Promise<void>;
}
