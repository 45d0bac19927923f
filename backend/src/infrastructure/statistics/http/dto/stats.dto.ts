import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { LATE_CANCELLATION_MINUTES } from '../../../../domain/statistics/no-shows.js';
import { CO2E_KG_PER_MEAL, MAX_STATS_DAYS, MAX_STATS_WEEKS } from '../../../../domain/statistics/portion-stats.js';

const CO2E = `picked-up quantity × ${CO2E_KG_PER_MEAL} kg CO2e per meal (Too Good To Go's convention), to one decimal`;
const WASTE = 'Whole percentage of the offered quantity that was picked up (picked up ÷ offered); 0 when nothing was offered';
const MONEY = 'What the picked-up portions cost at the prices they were reserved at, in euro cents; 0 without prices';
const NO_SHOWS =
  'Of the reserved quantity, what is still reserved (neither picked up nor cancelled) once its portion is over: ' +
  'its end time has passed or it is no longer on offer. Shown as "Niet opgehaald"; a late pick-up moves it to picked up';

export class StatsFilterDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the portions of this location' })
  @IsOptional()
  @IsUUID()
  locationId?: string;
}

export class StatsResponseDto {
  @ApiProperty({ description: 'Quantity offered in all portions', example: 240 })
  totalPortions: number;

  @ApiProperty({ description: 'Of that, the quantity in reservations that were not cancelled (open or picked up)', example: 180 })
  totalReservations: number;

  @ApiProperty({ description: 'Of that, the quantity picked up', example: 150 })
  totalSaved: number;

  @ApiProperty({ description: NO_SHOWS, example: 12 })
  totalNoShows: number;

  @ApiProperty({ description: WASTE, example: 63 })
  wasteReduction: number;

  @ApiProperty({ description: CO2E, example: 375 })
  co2eKg: number;

  @ApiProperty({ description: MONEY, example: 0 })
  moneySavedCents: number;
}

export class WeeklyStatsParamsDto extends StatsFilterDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_STATS_WEEKS, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_STATS_WEEKS)
  weeks?: number;
}

export class DailyStatsParamsDto extends StatsFilterDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_STATS_DAYS, default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_STATS_DAYS)
  days?: number;
}

export class StatsRowDto {
  @ApiProperty({ example: 40, description: 'Quantity offered in these portions' })
  offered: number;

  @ApiProperty({ example: 32, description: 'Of that, the quantity in reservations not cancelled' })
  reserved: number;

  @ApiProperty({ example: 28, description: 'Of that, the quantity picked up' })
  pickedUp: number;

  @ApiProperty({ example: 3, description: NO_SHOWS })
  noShows: number;

  @ApiProperty({ example: 70, description: WASTE })
  wasteReduction: number;

  @ApiProperty({ example: 70, description: CO2E })
  co2eKg: number;

  @ApiProperty({ example: 9800, description: MONEY })
  moneySavedCents: number;
}

export class WeeklyStatsRowDto extends StatsRowDto {
  @ApiProperty({
    format: 'date',
    example: '2026-11-16',
    description: 'Monday of the ISO week, Europe/Amsterdam; counts the portions offered that week',
  })
  weekStart: string;
}

export class DailyStatsRowDto extends StatsRowDto {
  @ApiProperty({ format: 'date', example: '2026-11-16', description: 'The day, Europe/Amsterdam; counts the portions offered that day' })
  day: string;
}

export class LocationStatsRowDto extends StatsRowDto {
  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  name: string;
}

export class CodeCountDto {
  @ApiProperty({ example: 'vegetarian', description: 'An allergen or diet code; none or undeclared for those two counts' })
  code: string;

  @ApiProperty({ example: 12, description: 'Portions (offers) carrying it' })
  portions: number;

  @ApiProperty({ example: 48, description: 'Quantity offered of those portions' })
  offered: number;

  @ApiProperty({ example: 30, description: "Whole percentage of the period's offered quantity" })
  sharePercent: number;
}

export class FoodStatsResponseDto {
  @ApiProperty({ example: '2026-10-27', description: 'First local day counted' })
  since: string;

  @ApiProperty({ example: 40 })
  portions: number;

  @ApiProperty({ example: 160 })
  offered: number;

  @ApiProperty({ type: CodeCountDto, description: 'Declared as containing none of the 14 allergens' })
  noAllergens: CodeCountDto;

  @ApiProperty({ type: CodeCountDto, description: 'Offered before allergens had to be declared, with none listed' })
  undeclared: CodeCountDto;

  @ApiProperty({ type: CodeCountDto, isArray: true, description: 'All 14 allergen codes in the order of the regulation' })
  allergens: CodeCountDto[];

  @ApiProperty({ type: CodeCountDto, isArray: true, description: '"May contain traces of", all 14 codes' })
  mayContain: CodeCountDto[];

  @ApiProperty({ type: CodeCountDto, isArray: true, description: 'vegetarian, vegan, halal, no_pork' })
  diet: CodeCountDto[];
}

export class NoShowsParamsDto {
  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-11-01',
    description: 'First local day (Europe/Amsterdam) of the offers counted',
  })
  @IsDefined()
  @IsString()
  from: string;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '2026-11-30',
    description: 'Last local day, included; at most 731 days after from',
  })
  @IsDefined()
  @IsString()
  to: string;

  @ApiPropertyOptional({ enum: ['csv'], description: "csv: the same rows as CSV in the reader's language" })
  @IsOptional()
  @IsIn(['csv'])
  format?: 'csv';
}

export class NoShowsRowDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ example: 'Sanne Peeters' })
  name: string;

  @ApiProperty({ example: 12, description: 'Reservations placed on the portions offered in the period (one paid online once paid)' })
  reservations: number;

  @ApiProperty({ example: 9, description: 'Of those, picked up' })
  pickedUp: number;

  @ApiProperty({ example: 2, description: 'Of those, still open once the portion was over (its end passed, or no longer on offer)' })
  noShows: number;

  @ApiProperty({
    example: 1,
    description:
      `Of those, cancelled by the holder in the last ${LATE_CANCELLATION_MINUTES} minutes before the portion's end; ` +
      'never one cancelled after an allergen change, nor by a withdrawal',
  })
  lateCancellations: number;
}
