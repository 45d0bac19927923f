import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import type { WasteReport } from '../../../../application/waste/waste-report.query.js';

const GRAMS_BY = (keys: string, example: Record<string, number>) =>
  ({ type: 'object', additionalProperties: { type: 'integer' }, example, description: `Grams per ${keys}` }) as const;

export class WasteReportParamsDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-01-01',
    description: 'First local day; with to. Default: 12 weeks ago (Monday)',
  })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-12-31',
    description: 'Last local day, at most 731 days after from; default today',
  })
  @IsOptional()
  @IsString()
  to?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this location (byLocation is then empty)' })
  @IsOptional()
  @IsUUID()
  locationId?: string;

  @ApiPropertyOptional({ enum: ['csv'], description: "csv: the same report as CSV in the reader's language" })
  @IsOptional()
  @IsIn(['csv'])
  format?: 'csv';
}

export class WasteBaselineFiguresDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-01-05' })
  from: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-02-01' })
  to: string;

  @ApiProperty({ type: 'number', nullable: true, example: 61.4, description: 'null without meals served in the baseline' })
  gramsPerMeal: number | null;
}

export class WastePeriodDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-01-05' })
  from: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-02-01' })
  to: string;
}

export class WasteWeekDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-16', description: 'Monday of the ISO week' })
  weekStart: string;

  @ApiProperty({ type: 'integer', example: 48210 })
  wastedGrams: number;

  @ApiProperty({ type: 'integer', example: 12400 })
  rescuedGrams: number;

  @ApiProperty({ type: 'integer', example: 910 })
  mealsServed: number;

  @ApiProperty({ type: 'number', nullable: true, example: 53 })
  gramsPerMeal: number | null;
}

export class WasteFiguresDto {
  @ApiProperty({ type: 'integer', example: 512300 })
  wastedGrams: number;

  @ApiProperty({
    type: 'integer',
    example: 140800,
    description: 'Picked-up portions × their weight (the default weight for portions without one)',
  })
  rescuedGrams: number;

  @ApiProperty({ type: 'integer', example: 352 })
  rescuedPortions: number;

  @ApiProperty({ type: 'integer', example: 10400 })
  mealsServed: number;

  @ApiProperty({ type: 'number', nullable: true, example: 49.3, description: 'wastedGrams ÷ mealsServed, one decimal; null without meals' })
  gramsPerMeal: number | null;

  @ApiProperty(GRAMS_BY('stage', { preparation: 40100, overproduction: 250000, plate: 180000, spoilage: 22200, unsold: 20000 }))
  byStage: Record<string, number>;

  @ApiProperty(GRAMS_BY('reason code', { overproduced: 250000, returned: 180000 }))
  byReason: Record<string, number>;

  @ApiProperty(GRAMS_BY('destination', { digestion: 400000, compost: 0, incineration: 112300, sewer: 0, other: 0 }))
  byDestination: Record<string, number>;

  @ApiProperty({ type: 'number', example: 1280.75 })
  co2eKgWasted: number;

  @ApiProperty({ type: 'number', example: 352 })
  co2eKgRescued: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Euro cents at wasteCostCentsPerKg' })
  costCentsWasted: number;

  @ApiProperty({ type: 'integer', example: 0 })
  costCentsRescued: number;
}

export class WasteLocationFiguresDto extends WasteFiguresDto {
  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  name: string;
}

export class WasteReportResponseDto extends WasteFiguresDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-09-01' })
  from: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-11-22' })
  to: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null })
  locationId: string | null;

  @ApiProperty({
    enum: ['direct_measurement'],
    description: 'Decision (EU) 2019/1597: every event weighed (directe weging per gebeurtenis)',
  })
  method: 'direct_measurement';

  @ApiProperty({ type: 'number', example: 2.5 })
  co2eKgPerKgFood: number;

  @ApiProperty({ example: 'FAO (2013), Food wastage footprint: impacts on natural resources' })
  co2eSource: string;

  @ApiProperty({ type: 'integer', example: 0 })
  costCentsPerKg: number;

  @ApiProperty({ type: 'integer', example: 400 })
  defaultPortionWeightGrams: number;

  @ApiProperty({ type: WasteBaselineFiguresDto, nullable: true })
  baseline: WasteBaselineFiguresDto | null;

  @ApiProperty({
    type: WastePeriodDto,
    nullable: true,
    description: 'Without a baseline: the first 4 complete weeks with records, once passed',
  })
  suggestedBaseline: WastePeriodDto | null;

  @ApiProperty({ type: 'number', nullable: true, example: -18.2, description: 'Grams per meal against the baseline, in percent' })
  changeAgainstBaselinePercent: number | null;

  @ApiProperty({ type: WasteWeekDto, isArray: true })
  weeks: WasteWeekDto[];

  @ApiProperty({ type: WasteLocationFiguresDto, isArray: true })
  byLocation: WasteLocationFiguresDto[];

  static from(report: WasteReport): WasteReportResponseDto {
    return report;
  }
}
