import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { HandleMollieWebhookUseCase } from '../../../application/payments/handle-mollie-webhook.use-case.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { MollieWebhookDto } from './dto/mollie-webhook.dto.js';

@ApiTags('payments')
@Controller('payments/mollie')
@Public()
@CrossTenant('Mollie webhook: the payment is found by its Mollie id')
export class MollieWebhookController {
  constructor(private readonly handle: HandleMollieWebhookUseCase) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    summary: "Mollie's webhook",
    description:
      "Form-encoded `id=tr_…`, as Mollie sends it. Never trusted: the payment is read from Mollie with its organisation's key and only " +
      'that status is acted on; repeated, late and unknown ids change nothing and answer 200 (unknown ones are logged). 503 when Mollie ' +
      'cannot be reached, so that Mollie retries; per IP, more than 60 unknown ids in 10 minutes answer 429.',
  })
  @ApiOkResponse({ description: 'Handled (or nothing to do)' })
  @ApiErrors(400, 429, 503)
  async webhook(@Body() dto: MollieWebhookDto, @Req() request: FastifyRequest): Promise<void> {
    await this.handle.execute(dto.id, request.ip);
  }
}
