import { Agent } from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import type { AppConfig } from '../../platform/config/config.js';
import { PushSubscriptionRepository } from '../../../domain/notifications/push-subscription.repository.js';
import type { PushPayload } from '../../../domain/notifications/push-outbox.port.js';
import { Clock } from '../../../domain/shared/clock.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { OutboxChannel, PermanentDeliveryError, type DeliveryOutcome, type OutboxRow } from '../../platform/outbox/outbox-channel.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { OutboundTargetGuard } from '../../platform/outbound/outbound-target-guard.js';

interface PushMessageRow extends OutboxRow {
  subscription_id: string;
  kind: string;
  payload: PushPayload;
  topic: string;
  expires_at: Date;
}

/** The web-push channel of the outbox: the only file that sends with the web-push package. */
@Injectable()
export class PushChannel extends OutboxChannel<PushMessageRow> {
  readonly name = 'push';
  readonly table = 'push_messages';
  private readonly logger = new Logger('Push');
  /** Connects through the outbound guard's lookup in production, and trusts a test's local stub push service. */
  private readonly agent?: Agent;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uow: TypeormUnitOfWork,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly clock: Clock,
    private readonly targets: OutboundTargetGuard,
  ) {
    super();
    const lookup = targets.connectLookup;
    if (config.pushTrustedCa || lookup) this.agent = new Agent({ ca: config.pushTrustedCa, lookup });
  }

  async deliver(row: PushMessageRow): Promise<DeliveryOutcome> {
    const ttlSeconds = Math.floor((row.expires_at.getTime() - this.clock.now().getTime()) / 1000);
    if (ttlSeconds <= 0) throw new PermanentDeliveryError('Expired before it could be delivered');
    const [subscription] = await this.uow.manager.query(`SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1`, [
      row.subscription_id,
    ]);
    if (!subscription) throw new PermanentDeliveryError('The device unsubscribed');
    const refusal = await this.targets.refusal(subscription.endpoint);
    if (refusal) throw new PermanentDeliveryError(`The push service's address is not allowed: endpoint ${refusal}`);
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(row.payload),
        {
          vapidDetails: this.config.vapid,
          TTL: ttlSeconds,
          topic: row.topic,
          timeout: 10_000,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
    } catch (error) {
      // 404 and 410: the browser dropped the subscription; it will never accept a push again.
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.subscriptions.deleteById(row.subscription_id);
        this.logger.log(`Push service answered ${error.statusCode}: device ${row.subscription_id} removed`);
        throw new PermanentDeliveryError(`Push service answered ${error.statusCode}: subscription gone`);
      }
      throw error;
    }
    this.logger.log(`Sent ${row.kind} push "${row.payload.title}" to device ${row.subscription_id}`);
    return 'sent';
  }
}
