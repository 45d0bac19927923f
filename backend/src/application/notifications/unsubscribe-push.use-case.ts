import { Injectable } from '@nestjs/common';
import { PushSubscriptionRepository } from '../../domain/notifications/push-subscription.repository.js';
import type { Actor } from '../../domain/shared/actor.js';

@Injectable()
export class UnsubscribePushUseCase {
  constructor(private readonly subscriptions: PushSubscriptionRepository) {}

  /** Removes the user's device; another user's device with that endpoint is left alone. */
  execute(actor: Actor, endpoint: string): Promise<void> {
    return this.subscriptions.deleteByEndpoint(actor.userId, endpoint);
  }
}
