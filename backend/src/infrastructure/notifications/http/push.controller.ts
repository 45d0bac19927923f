import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SubscribePushUseCase } from '../../../application/notifications/subscribe-push.use-case.js';
import { UnsubscribePushUseCase } from '../../../application/notifications/unsubscribe-push.use-case.js';
import type { AppConfig } from '../../platform/config/config.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { PushEndpointDto, PushPublicKeyDto, PushSubscriptionDto } from './dto/notifications.dto.js';

@ApiTags('notifications')
@Controller()
export class PushController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscribePush: SubscribePushUseCase,
    private readonly unsubscribePush: UnsubscribePushUseCase,
  ) {}

  @Get('push/public-key')
  @Public()
  @ApiOperation({ summary: "The server's VAPID public key, which a browser needs to subscribe to web push" })
  @ApiOkResponse({ type: PushPublicKeyDto })
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.config.vapid.publicKey };
  }

  @Post('protected/push-subscriptions')
  @Roles('kitchen', 'staff', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Stores one of the caller's devices for web push (201; 200 when it was stored already)" })
  @ApiCreatedResponse({ description: 'Stored' })
  @ApiOkResponse({ description: 'Was stored already' })
  @ApiErrors(400, 401, 403)
  async subscribe(
    @CurrentUser() actor: Actor,
    @Body() dto: PushSubscriptionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const created = await this.subscribePush.execute(actor, {
      endpoint: dto.endpoint,
      keys: { p256dh: dto.keys.p256dh, auth: dto.keys.auth },
    });
    reply.status(created ? 201 : 200);
  }

  @Delete('protected/push-subscriptions')
  @Roles('kitchen', 'staff', 'admin')
  @ApiBearerAuth()
  @HttpCode(204)
  @ApiOperation({ summary: "Removes one of the caller's devices from web push (also when it was not stored)" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(400, 401, 403)
  async unsubscribe(@CurrentUser() actor: Actor, @Body() dto: PushEndpointDto): Promise<void> {
    await this.unsubscribePush.execute(actor, dto.endpoint);
  }
}
