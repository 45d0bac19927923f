import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { LEFTOVER_OUTCOMES, type LeftoverDecision, type LeftoverOutcome, type OpenLeftover } from '../../../../domain/waste/leftover.js';

export class LeftoverListParamsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the portions of this location' })
  @IsOptional()
  @IsUUID('all')
  locationId?: string;
}

export class OpenLeftoverResponseDto {
  @ApiProperty({ format: 'uuid' })
  portionId: string;

  @ApiProperty({ example: 'Stamppot boerenkool' })
  title: string;

  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;

  @ApiProperty({ type: 'integer', example: 3, description: 'Units that were not picked up' })
  unitsLeft: number;

  @ApiProperty({
    type: 'integer',
    example: 1200,
    description: "unitsLeft × the portion's portionWeightGrams (or the organisation's defaultPortionWeightGrams)",
  })
  weightGrams: number;

  @ApiProperty({ format: 'date-time', description: 'When the portion was withdrawn or its window closed' })
  endedAt: Date;

  static from(leftover: OpenLeftover): OpenLeftoverResponseDto {
    return { ...leftover };
  }
}

export class DecideLeftoverDto {
  @ApiProperty({ enum: LEFTOVER_OUTCOMES, example: 'used_otherwise', description: 'used_otherwise: not waste, counted nowhere' })
  @IsIn(LEFTOVER_OUTCOMES)
  outcome: LeftoverOutcome;
}

export class LeftoverDecisionResponseDto {
  @ApiProperty({ format: 'uuid' })
  portionId: string;

  @ApiProperty({ enum: LEFTOVER_OUTCOMES, example: 'used_otherwise' })
  outcome: LeftoverOutcome;

  @ApiProperty({ format: 'uuid', description: 'Who answered' })
  decidedById: string;

  @ApiProperty({ format: 'date-time' })
  decidedAt: Date;

  static from(decision: LeftoverDecision): LeftoverDecisionResponseDto {
    return { ...decision };
  }
}
