import { Injectable } from '@nestjs/common';
import { newPushSubscription } from '../../domain/notifications/push-subscription.js';
import { PushSubscriptionRepository } from '../../domain/notifications/push-subscription.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { OutboundTargets } from '../../domain/shared/outbound-targets.js';
import { tenantOf } from './tenant-of.js';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

@Injectable()
export class SubscribePushUseCase {
  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly targets: OutboundTargets,
  ) {}

  /** Stores the user's device; returns false when it was stored already. The server will connect to its endpoint: the outbound guard decides. */
  async execute(actor: Actor, input: PushSubscriptionInput): Promise<boolean> {
    const refusal = await this.targets.refusal(input.endpoint);
    if (refusal)
      throw InvalidInputError.field('endpoint', refusal === 'must use https' ? 'invalid_url' : 'unsafe_target', `endpoint ${refusal}`);
    const subscription = newPushSubscription(
      { userId: actor.userId, tenantId: tenantOf(actor), endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      this.clock.now(),
    );
    return this.unitOfWork.run(() => this.subscriptions.add(subscription));
  }
}
