import type { LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { OutboundTargetGuard } from '../../platform/outbound/outbound-target-guard.js';
import { WebhookTargetGuard } from '../../../domain/webhooks/webhook-target-guard.js';

/** The platform's outbound guard (the same as for push services), at registration, before each delivery and as it connects. */
@Injectable()
export class DnsWebhookTargetGuard extends WebhookTargetGuard {
  readonly allowHttp: boolean;
  private readonly outbound: OutboundTargetGuard;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.outbound = new OutboundTargetGuard(config);
    this.allowHttp = !this.outbound.production;
  }

  /** The lookup a delivery connects with: refusing in production, the system's own elsewhere. */
  get connectLookup(): LookupFunction | undefined {
    return this.outbound.connectLookup;
  }

  async check(url: string): Promise<void> {
    const refusal = await this.outbound.refusal(url);
    if (refusal) throw InvalidInputError.field('url', refusal === 'must use https' ? 'invalid_url' : 'unsafe_target', `url ${refusal}`);
  }
}
