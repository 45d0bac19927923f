import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_STATS_WEEKS } from '../../../../domain/portions/portion-stats.js';

export class StatsResponseDto {
  @ApiProperty({ description: 'Quantity offered in all portions', example: 240 })
  totalPortions: number;

  @ApiProperty({ description: 'Quantity in reservations that were not cancelled', example: 180 })
  totalReservations: number;

  @ApiProperty({ description: 'Quantity picked up', example: 150 })
  totalSaved: number;

  @ApiProperty({ description: 'Whole percentage picked up of the quantity offered in finished or expired portions; 0 when there are none', example: 68 })
  wasteReduction: number;
}

export class WeeklyStatsParamsDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_STATS_WEEKS, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_STATS_WEEKS)
  weeks?: number;
}

export class WeeklyStatsRowDto {
  @ApiProperty({ format: 'date', example: '2026-11-16', description: 'Monday of the ISO week, Europe/Amsterdam' })
  weekStart: string;

  @ApiProperty({ description: 'Quantity offered in portions created that week' })
  offered: number;

  @ApiProperty({ description: 'Of that, the quantity in reservations not cancelled' })
  reserved: number;

  @ApiProperty({ description: 'Of that, the quantity picked up' })
  pickedUp: number;

  @ApiProperty({ description: "Of that, the quantity still reserved after the portion's end: reserved but not picked up (no-shows)" })
  noShows: number;
}
