import { Body, Controller, Delete, Get, Inject, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { ChangeWasteRecordUseCase, DeleteWasteRecordUseCase } from '../../../application/waste/change-waste-record.use-case.js';
import { RecordWasteUseCase } from '../../../application/waste/record-waste.use-case.js';
import { ListWasteReasonsQuery } from '../../../application/waste/waste-reasons.use-cases.js';
import { GetWasteRecordQuery, ListWasteRecordsQuery } from '../../../application/waste/waste-records.queries.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { isDate } from '../../../domain/waste/waste-figures.js';
import { WASTE_STAGES } from '../../../domain/waste/waste-record.js';
import { WASTE_RECORD_SORT_FIELDS, type WasteRecordFilter, type WasteRecordView } from '../../../domain/waste/waste.repository.js';
import { PhotoLinks } from '../../../domain/portions/index.js';
import { Clock } from '../../../domain/shared/clock.js';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { CreateWasteRecordDto, UpdateWasteRecordDto, WasteRecordListParamsDto, WasteRecordResponseDto } from './dto/waste.dto.js';
import { wasteFileName, wasteRecordsCsv } from './waste-csv.js';

const WASTE_RECORDS: ListSpec = {
  resource: 'waste-records',
  sortFields: WASTE_RECORD_SORT_FIELDS,
  filters: { locationId: 'uuid', stage: WASTE_STAGES, from: 'date', to: 'date' },
};
/** A CSV carries every record the filter matches, up to this many. */
const CSV_MAX_ROWS = 100_000;

/** Kitchen and admin of the organisation, or an API key with waste scopes; staff get 403. */
@ApiTags('waste')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
@Controller('protected/tenants/:tenantId/waste-records')
export class WasteRecordsController {
  constructor(
    private readonly listRecords: ListWasteRecordsQuery,
    private readonly getRecord: GetWasteRecordQuery,
    private readonly recordWaste: RecordWasteUseCase,
    private readonly changeRecord: ChangeWasteRecordUseCase,
    private readonly deleteRecord: DeleteWasteRecordUseCase,
    private readonly reasons: ListWasteReasonsQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer, with the photo's link signed now. */
  private toResponse(view: WasteRecordView): WasteRecordResponseDto {
    return WasteRecordResponseDto.from(view, this.photoLinks, this.clock.now());
  }

  @Get()
  @ApiOperation({
    summary: "List the organisation's waste records",
    description:
      "Newest first. filter: locationId, stage, from and to (local days, YYYY-MM-DD, both included). `?format=csv` answers the same records as CSV (UTF-8 with BOM, in the reader's language, semicolons for nl and fr).",
  })
  @Scopes('waste:read', 'waste:write')
  @ApiList(WASTE_RECORDS, WasteRecordResponseDto)
  @ApiProduces('application/json', 'text/csv')
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Query() params: WasteRecordListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WasteRecordResponseDto[] | string> {
    const query = parseListQuery(params, WASTE_RECORDS);
    const filter = query.filter as WasteRecordFilter;
    for (const key of ['from', 'to'] as const) {
      if (filter[key] !== undefined && !isDate(filter[key]))
        throw InvalidInputError.field('filter', 'invalid_date', `filter.${key} must be a date (YYYY-MM-DD)`);
    }
    if (params.format === 'csv') {
      const page = await this.listRecords.execute(tenantId, filter, { ...query, range: { start: 0, end: CSV_MAX_ROWS - 1 } }, CSV_MAX_ROWS);
      const language = await this.readerLanguage.execute(actor);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${wasteFileName(language, 'fileRecords', filter.from ?? 'begin', filter.to ?? 'nu')}"`,
        );
      const records = page.items.map((view) => ({ ...view, photoUrl: this.toResponse(view).photoUrl }));
      return wasteRecordsCsv(records, await this.reasons.execute(tenantId), language, this.config.appUrl);
    }
    const page = await this.listRecords.execute(tenantId, filter, query);
    return sendPage(reply, WASTE_RECORDS, query, page, (view) => this.toResponse(view));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one waste record' })
  @Scopes('waste:read', 'waste:write')
  @ApiOkResponse({ type: WasteRecordResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<WasteRecordResponseDto> {
    return this.toResponse(await this.getRecord.execute(tenantId, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Record food thrown away',
    description:
      'Weight in whole grams (1 to 1,000,000), the stage, an active reason and the destination; recordedAt defaults to now. A location or portion of another organisation answers 400 unknown_reference.',
  })
  @Scopes('waste:write')
  @ApiCreatedResponse({ type: WasteRecordResponseDto })
  @ApiErrors(400, 401, 403)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: CreateWasteRecordDto,
  ): Promise<WasteRecordResponseDto> {
    return this.toResponse(
      await this.recordWaste.execute(actor, tenantId, { ...dto, recordedAt: dto.recordedAt ? new Date(dto.recordedAt) : undefined }),
    );
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change a waste record',
    description: 'The kitchen changes its own records for 24 hours after making them, the admin any (else 403 waste_record_not_editable).',
  })
  @Scopes('waste:write')
  @ApiOkResponse({ type: WasteRecordResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async update(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdateWasteRecordDto,
  ): Promise<WasteRecordResponseDto> {
    const writable = withoutReadOnly(dto, this.toResponse(await this.getRecord.execute(tenantId, id)));
    return this.toResponse(
      await this.changeRecord.execute(actor, tenantId, id, {
        ...writable,
        recordedAt: writable.recordedAt === undefined ? undefined : new Date(writable.recordedAt),
      }),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a waste record (undo)', description: 'The same rule as a change; answers the deleted record.' })
  @Scopes('waste:write')
  @ApiOkResponse({ type: WasteRecordResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async remove(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
  ): Promise<WasteRecordResponseDto> {
    return this.toResponse(await this.deleteRecord.execute(actor, tenantId, id));
  }
}
