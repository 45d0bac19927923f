import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { Clock } from '../../../domain/shared/clock.js';
import { requireMonth } from '../../../domain/shared/calendar-month.js';
import { CommissionLedger } from '../../../domain/partners/commission-ledger.js';
import { CloseCommissionMonthUseCase } from '../../../application/partners/close-commission-month.use-case.js';
import { AddCommissionCorrectionUseCase } from '../../../application/partners/add-commission-correction.use-case.js';
import { MarkCommissionPaidUseCase } from '../../../application/partners/mark-commission-paid.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { COMMISSION_SORT_FIELDS } from '../../../domain/partners/commission-ledger.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { CommissionLineResponseDto, MarkPaidDto, NewCorrectionDto } from './dto/commission.dto.js';
import { payoutsCsv, payoutsFileName } from './payouts-csv.js';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';

const COMMISSIONS: ListSpec = {
  resource: 'commissions',
  sortFields: COMMISSION_SORT_FIELDS,
  filters: { month: 'string', partnerId: 'uuid' },
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/commissions')
export class AdminCommissionsController {
  constructor(
    private readonly ledger: CommissionLedger,
    private readonly closeMonth: CloseCommissionMonthUseCase,
    private readonly markPaid: MarkCommissionPaidUseCase,
    private readonly addCorrection: AddCommissionCorrectionUseCase,
    private readonly clock: Clock,
    private readonly readerLanguage: ReaderLanguageQuery,
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

  @Post(':month/payouts')
  @HttpCode(204)
  @ApiOperation({ summary: "Mark a partner's lines of a closed month as paid, with the date and a reference" })
  @ApiParam({ name: 'month', example: '2026-10' })
  @ApiNoContentResponse({ description: 'Recorded' })
  @ApiErrors(400, 401, 403, 404, 409)
  async pay(@CurrentUser() actor: Actor, @Param('month') month: string, @Body() dto: MarkPaidDto): Promise<void> {
    await this.markPaid.execute(actor, requireMonth(month), dto.partnerId, dto.paidOn, dto.reference);
  }

  @Get(':month/payouts.csv')
  @ApiOperation({ summary: "CSV export of a month's payouts: one row per partner with the sum of their lines" })
  @ApiParam({ name: 'month', example: '2026-10' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "UTF-8 with BOM, one row per partner, in the caller's profile language: Dutch (shown) and French semicolon-separated with " +
      'decimal commas, English comma-separated with decimal points; dates as each language writes them. ' +
      'Dutch: Partner-ID;Bedrijf;E-mailadres;Verwijzingscode;Regels;Bedrag (EUR);Betaald op;Betalingskenmerk; ' +
      'file commissie-YYYY-MM.csv (commissions-… in French, commission-… in English)',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          '\uFEFFPartner-ID;Bedrijf;E-mailadres;Verwijzingscode;Regels;Bedrag (EUR);Betaald op;Betalingskenmerk\r\n' +
          '8d2f6c1a-3b4e-4f7a-9c0d-5e6f7a8b9c0d;Van Dijk Advies;joost@vandijk.nl;van-dijk-advies;1;8,90;05-11-2026;BANK-2026-11-0042\r\n',
      },
    },
  })
  @ApiErrors(400, 401, 403)
  async csv(@CurrentUser() actor: Actor, @Param('month') month: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    // The CSV type is set only once the month is valid: an error answer stays JSON.
    const payouts = await this.ledger.payouts(requireMonth(month));
    const language = await this.readerLanguage.execute(actor);
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${payoutsFileName(language, month)}"`);
    return payoutsCsv(payouts, language);
  }

  @Post()
  @ApiOperation({ summary: 'Add a correction line (lines are never edited or deleted) to an ended month not yet paid to the partner' })
  @ApiCreatedResponse({ type: CommissionLineResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async correct(@Body() dto: NewCorrectionDto): Promise<CommissionLineResponseDto> {
    return CommissionLineResponseDto.from(await this.addCorrection.execute({ ...dto, tenantId: dto.tenantId ?? null }));
  }
}
