import { BadRequestException, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { Clock } from '../../../domain/shared/clock.js';
import { MONTH_PATTERN } from '../../../domain/partners/commission.js';
import { CommissionLedger } from '../../../domain/partners/commission-ledger.js';
import { CloseCommissionMonthUseCase } from '../../../application/partners/close-commission-month.use-case.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { Roles } from '../../auth/roles.decorator.js';
import { COMMISSION_SORT_FIELDS } from '../../persistence/typeorm/partners/typeorm-commission-ledger.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { ListParamsDto } from '../shared/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../shared/list-query.js';
import { CommissionLineResponseDto } from './dto/commission.dto.js';

const COMMISSIONS: ListSpec = { resource: 'commissions', sortFields: COMMISSION_SORT_FIELDS, filters: { month: 'string', partnerId: 'uuid' } };

function requireMonth(month: string): string {
  if (!MONTH_PATTERN.test(month)) throw new BadRequestException({ message: 'Validation failed', errors: { month: ['month must be YYYY-MM'] } });
  return month;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/commissions')
export class AdminCommissionsController {
  constructor(
    private readonly ledger: CommissionLedger,
    private readonly closeMonth: CloseCommissionMonthUseCase,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List commission ledger lines (filter month as YYYY-MM, partnerId)' })
  @ApiList(COMMISSIONS, CommissionLineResponseDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CommissionLineResponseDto[]> {
    const query = parseListQuery(params, COMMISSIONS);
    if (query.filter.month !== undefined) requireMonth(String(query.filter.month));
    return sendPage(reply, COMMISSIONS, query, await this.ledger.list(query), CommissionLineResponseDto.from);
  }

  @Post(':month/close')
  @HttpCode(204)
  @ApiOperation({ summary: 'Close an ended month: its lines are written if needed and no more are added' })
  @ApiParam({ name: 'month', example: '2026-10' })
  @ApiNoContentResponse({ description: 'Closed (closing again changes nothing)' })
  @ApiErrors(400, 401, 403, 409)
  async close(@CurrentUser() actor: Actor, @Param('month') month: string): Promise<void> {
    await this.closeMonth.execute(actor, requireMonth(month), this.clock.now());
  }
}
