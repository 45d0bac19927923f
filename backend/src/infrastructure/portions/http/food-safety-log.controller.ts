import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ReaderLanguageQuery } from '../../../application/identity/index.js';
import { FOOD_SAFETY_LOG_MAX_DAYS, GetFoodSafetyLogQuery } from '../../../application/portions/get-food-safety-log.query.js';
import { ENDED_REASONS, type EndedReason } from '../../../domain/portions/food-safety.js';
import { STORAGE_KINDS, type Storage } from '../../../domain/portions/portion.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { TemperatureCheckDto } from './dto/portion.dto.js';
import { foodSafetyLogCsv, foodSafetyLogFileName } from './food-safety-log-csv.js';

export class FoodSafetyLogParamsDto {
  @ApiPropertyOptional({ example: '2026-11-22', description: 'First calendar day (Belgian and Dutch time), YYYY-MM-DD; absent: today' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-22',
    description: `Last calendar day, not before from; at most ${FOOD_SAFETY_LOG_MAX_DAYS} days in all; absent: from`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';
}

export class FoodSafetyBatchDto {
  @ApiProperty({ format: 'uuid' })
  portionId: string;
  @ApiProperty({ example: 'Stoofvlees met puree' })
  title: string;
  @ApiProperty({ example: 8 })
  totalQuantity: number;
  @ApiProperty({ example: 5 })
  pickedUpQuantity: number;
  @ApiProperty({ format: 'date-time', description: 'When it was offered (its day places it in the log)' })
  offeredAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-22T10:30:00.000Z' })
  preparedAt: Date | null;
  @ApiProperty({ enum: STORAGE_KINDS, nullable: true, example: 'hot' })
  storage: Storage | null;
  @ApiProperty({ type: 'integer', nullable: true, example: null })
  iddsiLevel: number | null;
  @ApiProperty({ format: 'date-time' })
  availableUntil: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  holdUntil: Date | null;
  @ApiProperty({ type: [TemperatureCheckDto], description: 'Every entry, corrections included; nothing is ever overwritten' })
  temperatures: TemperatureCheckDto[];
  @ApiProperty({ enum: ENDED_REASONS, nullable: true, example: 'sold_out' })
  endedReason: EndedReason | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-22T13:10:00.000Z' })
  endedAt: Date | null;
}

export class FoodSafetyLogDto {
  @ApiProperty({ format: 'uuid' })
  locationId: string;
  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;
  @ApiProperty({ example: '2026-11-22' })
  from: string;
  @ApiProperty({ example: '2026-11-22' })
  to: string;
  @ApiProperty({ type: [FoodSafetyBatchDto], description: 'Oldest first' })
  batches: FoodSafetyBatchDto[];
}

/** The record an inspector asks for: per location and period, every batch with its temperatures. */
@ApiTags('portions')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/locations/:id/food-safety-log')
export class FoodSafetyLogController {
  constructor(
    private readonly getLog: GetFoodSafetyLogQuery,
    private readonly readerLanguage: ReaderLanguageQuery,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The food safety log of a location',
    description:
      "Every portion offered at the location on the days from `from` to `to`, with each temperature (who measured it and when), the cooling, and when and why it ended. Corrections are entries of their own that name the entry they correct. `format=csv`: one line per entry, in the caller's language (UTF-8 with BOM; Dutch and French semicolon-separated), with spreadsheet formulas neutralised.",
  })
  @Roles('kitchen', 'admin')
  @Scopes('portions:read', 'portions:write')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    type: FoodSafetyLogDto,
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/FoodSafetyLogDto' } },
      'text/csv': {
        schema: { type: 'string' },
        example:
          '\uFEFFAangeboden;Gerecht;Aantal;Opgehaald;Bereid;Bewaring;IDDSI-niveau;Meting;Temperatuur (°C);Gemeten;Afkoelen gestart;Gemeten door;Registratie-id;Corrigeert registratie;Reden correctie;Beëindigd;Reden einde\r\n2026-11-22 11:45;Stoofvlees;8;5;2026-11-22 10:30;warm;;kerntemperatuur bij uitgifte;74,5;2026-11-22 11:40;;Kees Kok;6f1c0d2e-4b7a-4c55-9f8e-3a2b1c0d9e8f;;;2026-11-22 13:10;uitverkocht\r\n',
      },
    },
  })
  @ApiErrors(400, 401, 403, 404)
  async log(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Query() params: FoodSafetyLogParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FoodSafetyLogDto | string> {
    const log = await this.getLog.execute(tenantId, locationId, params.from, params.to);
    if (params.format !== 'csv') return log;
    const language = await this.readerLanguage.execute(actor);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${foodSafetyLogFileName(language, log)}"`);
    return foodSafetyLogCsv(log, language);
  }
}
