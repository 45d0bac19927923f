import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { ListWasteReasonsQuery } from '../../../application/waste/waste-reasons.use-cases.js';
import { GetWasteReportQuery } from '../../../application/waste/waste-report.query.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { WasteReportParamsDto, WasteReportResponseDto } from './dto/waste-report.dto.js';
import { wasteFileName, wasteReportCsv } from './waste-csv.js';

@ApiTags('waste')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/waste-report')
export class WasteReportController {
  constructor(
    private readonly report: GetWasteReportQuery,
    private readonly reasons: ListWasteReasonsQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'What was wasted and rescued in a period, against the baseline',
    description:
      "Read from daily totals kept up to date as records change. For the annual report ask for a calendar year (from=2026-01-01&to=2026-12-31); `?format=csv` answers it as CSV in the reader's language: totals, tonnes per stage and per location, meals, kg per meal, rescued weight, the baseline and the method.",
  })
  @Roles('kitchen', 'admin')
  @Scopes('waste:read', 'waste:write')
  @ApiOkResponse({ type: WasteReportResponseDto })
  @ApiProduces('application/json', 'text/csv')
  @ApiErrors(400, 401, 403)
  async get(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: WasteReportParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WasteReportResponseDto | string> {
    const report = await this.report.execute(tenantId, params);
    if (params.format !== 'csv') return WasteReportResponseDto.from(report);
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${wasteFileName(language, 'fileReport', report.from, report.to)}"`);
    return wasteReportCsv(report, await this.reasons.execute(tenantId), language);
  }
}
