import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ManageWebhooks } from '../../../application/webhooks/manage-webhooks.js';
import { WEBHOOK_EVENTS } from '../../../domain/webhooks/webhook-endpoint.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { WEBHOOK_SORT_FIELDS } from '../../../domain/webhooks/webhook-endpoint.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import {
  CreatedWebhookResponseDto,
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryResponseDto,
  WebhookResponseDto,
} from './dto/webhook.dto.js';

const WEBHOOKS: ListSpec = {
  resource: 'webhooks',
  sortFields: WEBHOOK_SORT_FIELDS,
  filters: { q: 'string', enabled: 'boolean', event: WEBHOOK_EVENTS },
};

const DELIVERY_RULES =
  'Each delivery POSTs `{type, timestamp, data}` (data: the portion or reservation as the API answers it) with the Standard Webhooks ' +
  'headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the ' +
  'base64 part of the secret). A non-2xx answer is retried after 1 min, 5 min, 30 min, 2 h and 12 h; an endpoint failing for 3 days ' +
  'is switched off with its reason. In production only https targets that resolve to public addresses are accepted.';

@ApiTags('webhooks')
@Controller('protected/tenants/:tenantId/webhooks')
@Roles('admin')
export class WebhooksController {
  constructor(private readonly webhooks: ManageWebhooks) {}

  @Get()
  @ApiOperation({ summary: "List the tenant's webhook endpoints", description: 'Admins only. Secrets are never listed.' })
  @ApiList(WEBHOOKS, WebhookResponseDto)
  @ApiErrors(403)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookResponseDto[]> {
    const query = parseListQuery(params, WEBHOOKS);
    return sendPage(reply, WEBHOOKS, query, await this.webhooks.list(tenantId, query), WebhookResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one webhook endpoint' })
  @ApiOkResponse({ type: WebhookResponseDto })
  @ApiErrors(403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<WebhookResponseDto> {
    return WebhookResponseDto.from(await this.webhooks.get(tenantId, id));
  }

  @Post()
  @ApiOperation({ summary: 'Register a webhook endpoint', description: `Answers the signing secret once. ${DELIVERY_RULES}` })
  @ApiCreatedResponse({ type: CreatedWebhookResponseDto })
  @ApiErrors(403)
  async create(@UuidParam('tenantId') tenantId: string, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookResponseDto> {
    return CreatedWebhookResponseDto.withSecret(await this.webhooks.create(tenantId, dto));
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a webhook endpoint's URL, events or enabled switch" })
  @ApiOkResponse({ type: WebhookResponseDto })
  @ApiErrors(403, 404)
  async update(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookResponseDto> {
    const changes = withoutReadOnly(dto, CreatedWebhookResponseDto.withSecret(await this.webhooks.get(tenantId, id)));
    return WebhookResponseDto.from(await this.webhooks.update(tenantId, id, changes));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Its queued deliveries are dropped.' })
  @ApiOkResponse({ type: WebhookResponseDto, description: 'The deleted endpoint' })
  @ApiErrors(403, 404)
  async delete(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<WebhookResponseDto> {
    return WebhookResponseDto.from(await this.webhooks.delete(tenantId, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "The endpoint's last 50 deliveries, newest first" })
  @ApiOkResponse({ type: WebhookDeliveryResponseDto, isArray: true })
  @ApiErrors(403, 404)
  deliveries(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<WebhookDeliveryResponseDto[]> {
    return this.webhooks.deliveries(tenantId, id);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(201)
  @ApiOperation({ summary: 'Resend one delivery', description: 'Queues a copy with the same webhook-id and body, signed anew.' })
  @ApiCreatedResponse({ type: WebhookDeliveryResponseDto, description: 'The queued copy' })
  @ApiErrors(403, 404)
  resend(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @UuidParam('deliveryId') deliveryId: string,
  ): Promise<WebhookDeliveryResponseDto> {
    return this.webhooks.resend(tenantId, id, deliveryId);
  }
}
