import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiOkResponse, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetMonthlySettlementQuery } from '../../../application/settlements/get-monthly-settlement.query.js';
import { payrollCsv, payrollFileName, settlementCsv, settlementFileName } from './settlement-csv.js';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PayrollExportParamsDto, SettlementParamsDto, SettlementResponseDto } from './dto/settlement.dto.js';

/** The tenant admin reads a month's settlement and downloads it, or the payroll export, for payroll or a cash desk. */
@ApiTags('settlements')
@ApiBearerAuth()
@Roles('admin')
@Controller('protected/tenants/:tenantId')
@ApiExtraModels(SettlementResponseDto)
export class SettlementsController {
  constructor(
    private readonly getSettlement: GetMonthlySettlementQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
  ) {}

  @Get('settlements/:month')
  @ApiOperation({
    summary:
      'Monthly settlement: per person the portions picked up that month, their total at the reserved prices, what was paid online and what is still open',
  })
  @ApiParam({ name: 'month', example: '2026-11', description: 'Calendar month (Europe/Amsterdam) as YYYY-MM, by the moment of pick-up' })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({
    description:
      "CSV (the default): UTF-8 with BOM, in the caller's profile language: Dutch (shown) and French semicolon-separated with decimal commas, English comma-separated with decimal points. " +
      'Dutch: E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR);Online betaald (EUR);Openstaand (EUR), then a Totaal line; file afrekening-YYYY-MM.csv (decompte-… in French, settlement-… in English). ' +
      'With format=json the same figures in cents.',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          '\uFEFFE-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR);Online betaald (EUR);Openstaand (EUR)\r\nzorg@delinde.nl;Sanne;de Vries;3;10,50;7,00;3,50\r\nTotaal;;;3;10,50;7,00;3,50\r\n',
      },
      'application/json': { schema: { $ref: getSchemaPath(SettlementResponseDto) } },
    },
  })
  @ApiErrors(400, 401, 403)
  async settlement(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Param('month') month: string,
    @Query() params: SettlementParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | SettlementResponseDto> {
    const settlement = await this.getSettlement.execute(tenantId, month);
    if (params.format === 'json') return SettlementResponseDto.from(settlement);
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${settlementFileName(language, settlement.month)}"`);
    return settlementCsv(settlement, language);
  }

  @Get('payroll-export')
  @ApiOperation({
    summary: 'Payroll export as CSV: per person the employee number, name, e-mail, portions picked up and the amount to deduct',
    description:
      'The monthly settlement keyed by employee number, for every payment mode. The amount to deduct is the open amount: what was paid online is not deducted again (for a settlement organisation it is the whole total). Its sums are the settlement’s.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "UTF-8 with BOM, in the caller's profile language (semicolons and decimal commas for nl and fr); formulas neutralised. " +
      'Dutch: Personeelsnummer;Voornaam;Achternaam;E-mailadres;Porties opgehaald;In te houden (EUR), then a Totaal line; file salarisexport-YYYY-MM.csv (export-paie-… in French, payroll-… in English)',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          '\uFEFFPersoneelsnummer;Voornaam;Achternaam;E-mailadres;Porties opgehaald;In te houden (EUR)\r\nP-10442;Sanne;de Vries;zorg@delinde.nl;3;3,50\r\nTotaal;;;;3;3,50\r\n',
      },
    },
  })
  @ApiErrors(400, 401, 403)
  async payrollExport(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: PayrollExportParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const settlement = await this.getSettlement.execute(tenantId, params.month);
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${payrollFileName(language, settlement.month)}"`);
    return payrollCsv(settlement, language);
  }
}
