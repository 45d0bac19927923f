import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ManageWebhooks } from '../../application/webhooks/manage-webhooks.js';
import { WebhookOutbox } from '../../application/webhooks/webhook-outbox.port.js';
import { WebhookEndpointRepository } from '../../domain/webhooks/webhook-endpoint.repository.js';
import { WebhookTargetGuard } from '../../domain/webhooks/webhook-target-guard.js';
import { WebhooksController } from './http/webhooks.controller.js';
import { TypeormWebhookEndpointRepository } from './persistence/typeorm-webhook-endpoint.repository.js';
import { TypeormWebhookOutbox } from './persistence/typeorm-webhook-outbox.js';
import { WebhookEndpointOrmEntity } from './persistence/webhook-endpoint.orm-entity.js';
import { DnsWebhookTargetGuard } from './adapters/dns-webhook-target-guard.js';
import { WebhookChannel } from './adapters/webhook-channel.js';

/** Webhooks: the WebhookOutbox port that portion and reservation use cases enqueue into, and its outbox channel. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointOrmEntity])],
  controllers: [WebhooksController],
  providers: [
    { provide: WebhookEndpointRepository, useClass: TypeormWebhookEndpointRepository },
    { provide: WebhookOutbox, useClass: TypeormWebhookOutbox },
    DnsWebhookTargetGuard,
    { provide: WebhookTargetGuard, useExisting: DnsWebhookTargetGuard },
    ManageWebhooks,
    WebhookChannel,
  ],
  exports: [WebhookOutbox],
})
export class WebhooksModule {}
