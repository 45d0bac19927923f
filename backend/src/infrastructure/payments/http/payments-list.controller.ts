import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListPaymentsQuery } from '../../../application/payments/list-payments.query.js';
import { PAYMENT_STATUSES } from '../../../domain/payments/payment.js';
import { PAYMENT_SORT_FIELDS } from '../../../domain/payments/payment.repository.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PaymentListItemDto } from './dto/payment-list.dto.js';

const PAYMENTS: ListSpec = {
  resource: 'payments',
  sortFields: PAYMENT_SORT_FIELDS,
  filters: { status: PAYMENT_STATUSES, method: 'string', userId: 'uuid', from: 'date', to: 'date' },
};

@ApiTags('payments')
@Controller('protected/tenants/:tenantId/payments/list')
@Roles('admin')
export class PaymentsListController {
  constructor(private readonly listPayments: ListPaymentsQuery) {}

  @Get()
  @ApiOperation({
    summary: "The tenant's online payments",
    description: 'Admins only; newest first unless sorted. Filters: status, method, userId, from/to (created at, ISO dates).',
  })
  @ApiList(PAYMENTS, PaymentListItemDto)
  @ApiErrors(400, 403)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentListItemDto[]> {
    const query = parseListQuery(params, PAYMENTS);
    return sendPage(reply, PAYMENTS, query, await this.listPayments.execute(tenantId, query), PaymentListItemDto.from);
  }
}
