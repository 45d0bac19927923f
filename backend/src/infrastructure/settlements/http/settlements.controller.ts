import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetMonthlySettlementQuery } from '../../../application/settlements/get-monthly-settlement.query.js';
import { settlementCsv, settlementFileName } from './settlement-csv.js';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

/** The tenant admin downloads a month's settlement for payroll or a cash desk. */
@ApiTags('settlements')
@ApiBearerAuth()
@Roles('admin')
@Controller('protected/tenants/:tenantId/settlements')
export class SettlementsController {
  constructor(
    private readonly getSettlement: GetMonthlySettlementQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
  ) {}

  @Get(':month')
  @ApiOperation({
    summary: 'Monthly settlement as CSV: per person the portions picked up that month and their total at the reserved prices',
  })
  @ApiParam({ name: 'month', example: '2026-11', description: 'Calendar month (Europe/Amsterdam) as YYYY-MM, by the moment of pick-up' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "UTF-8 with BOM, in the caller's profile language: Dutch (shown) and French semicolon-separated with decimal commas, English comma-separated with decimal points. " +
      'Dutch: E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR), then a Totaal line; file afrekening-YYYY-MM.csv (decompte-… in French, settlement-… in English)',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          '\uFEFFE-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR)\r\nzorg@delinde.nl;Sanne;de Vries;3;10,50\r\nTotaal;;;3;10,50\r\n',
      },
    },
  })
  @ApiErrors(400, 401, 403)
  async settlement(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Param('month') month: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const settlement = await this.getSettlement.execute(tenantId, month);
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${settlementFileName(language, settlement.month)}"`);
    return settlementCsv(settlement, language);
  }
}
