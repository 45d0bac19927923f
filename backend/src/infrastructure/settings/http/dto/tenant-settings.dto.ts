import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import {
  FOOD_SAFETY_RANGES,
  PICKUP_CONFIRMATIONS,
  type PickupConfirmation,
  type TenantSettings,
} from '../../../../domain/settings/tenant-settings.js';

const HOURS = { type: 'integer', minimum: 1, maximum: 168, nullable: true } as const;

/** Per storage kind, the most hours from preparation (preparedAt) to the end of pick-up (availableUntil). */
export class MaxHoursPreparedToEndDto {
  @ApiPropertyOptional({ ...HOURS, example: 4, description: 'Kept hot (at least 60 °C); null: no limit' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(168)
  hot?: number | null;

  @ApiPropertyOptional({ ...HOURS, example: 72, description: 'Chilled (at most 7 °C); null: no limit' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(168)
  chilled?: number | null;

  @ApiPropertyOptional({ ...HOURS, example: null, description: 'At room temperature; null: no limit' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(168)
  ambient?: number | null;
}

export class MaxHoursPreparedToEndResponseDto {
  @ApiProperty({ ...HOURS, example: 4 })
  hot: number | null;

  @ApiProperty({ ...HOURS, example: 72 })
  chilled: number | null;

  @ApiProperty({ ...HOURS, example: null })
  ambient: number | null;
}

/** A period of local days (Europe/Amsterdam), both included. */
export class WasteBaselineDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-01-05' })
  @IsString()
  from: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-02-01' })
  @IsString()
  to: string;
}

export class FoodSafetyAtLocationDto {
  @ApiProperty({ format: 'uuid', description: 'A location of the tenant' })
  @IsUUID()
  locationId: string;

  @ApiProperty({ example: false, description: 'On or off at this location, whatever the organisation chose' })
  @IsBoolean()
  enabled: boolean;
}

const { hotMinC, chilledMaxC, coolingMaxHours, hotHoldingMaxHours } = FOOD_SAFETY_RANGES;

/** "Temperatuurregistratie": an absent key keeps the stored value. */
export class FoodSafetySettingsDto {
  @ApiPropertyOptional({ example: true, default: false, description: 'Offers must carry their temperatures (see the portion fields)' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: hotMinC.min,
    maximum: hotMinC.max,
    default: 60,
    example: 60,
    description: 'Hot holding: at least this many °C at the core',
  })
  @IsOptional()
  @IsInt()
  @Min(hotMinC.min)
  @Max(hotMinC.max)
  hotMinC?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: chilledMaxC.min,
    maximum: chilledMaxC.max,
    default: 7,
    example: 7,
    description: 'Chilled: at most this many °C',
  })
  @IsOptional()
  @IsInt()
  @Min(chilledMaxC.min)
  @Max(chilledMaxC.max)
  chilledMaxC?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: coolingMaxHours.min,
    maximum: coolingMaxHours.max,
    default: 5,
    example: 5,
    description: 'Cooling to chilledMaxC takes at most this many hours',
  })
  @IsOptional()
  @IsInt()
  @Min(coolingMaxHours.min)
  @Max(coolingMaxHours.max)
  coolingMaxHours?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: hotHoldingMaxHours.min,
    maximum: hotHoldingMaxHours.max,
    default: 3,
    example: 3,
    description: 'A hot portion is withdrawn automatically this many hours after it was put out (temperatureAt)',
  })
  @IsOptional()
  @IsInt()
  @Min(hotHoldingMaxHours.min)
  @Max(hotHoldingMaxHours.max)
  hotHoldingMaxHours?: number;

  @ApiPropertyOptional({ type: [FoodSafetyAtLocationDto], description: 'Locations that differ from enabled; replaces the whole list' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => FoodSafetyAtLocationDto)
  locations?: FoodSafetyAtLocationDto[];
}

export class FoodSafetySettingsResponseDto {
  @ApiProperty({ example: false })
  enabled: boolean;
  @ApiProperty({ type: 'integer', example: 60 })
  hotMinC: number;
  @ApiProperty({ type: 'integer', example: 7 })
  chilledMaxC: number;
  @ApiProperty({ type: 'integer', example: 5 })
  coolingMaxHours: number;
  @ApiProperty({ type: 'integer', example: 3 })
  hotHoldingMaxHours: number;
  @ApiProperty({ type: [FoodSafetyAtLocationDto] })
  locations: FoodSafetyAtLocationDto[];
}

/** An absent key keeps the stored value; null clears it. */
export class UpdateTenantSettingsDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 10,
    nullable: true,
    example: 3,
    description: 'Open reservations one person may hold across all portions; null: no cap',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  maxOpenReservationsPerPerson?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 2000,
    nullable: true,
    example: 350,
    description: 'Default portion price in euro cents; null: none',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2000)
  defaultPriceCents?: number | null;

  @ApiPropertyOptional({
    type: MaxHoursPreparedToEndDto,
    description:
      'Longest time from preparation to the end of pick-up, per storage kind; an offer past it answers 400 at availableUntil. An absent kind stays.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => MaxHoursPreparedToEndDto)
  maxHoursPreparedToEnd?: MaxHoursPreparedToEndDto;

  @ApiPropertyOptional({
    enum: PICKUP_CONFIRMATIONS,
    example: 'counter',
    description:
      'Who confirms a pick-up: `self`, staff mark their own reservation picked up (default); `counter`, only the kitchen at the counter (staff get 403)',
  })
  @IsOptional()
  @IsIn(PICKUP_CONFIRMATIONS)
  pickupConfirmation?: PickupConfirmation;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'fr',
    description: 'The language invited users start with (their invitation included); each user may choose another',
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  defaultLanguage?: Language;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 5000,
    example: 400,
    description: "Weight of a portion without a weight of its own, in the waste report's rescued weight (default 400)",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5000)
  defaultPortionWeightGrams?: number;

  @ApiPropertyOptional({
    type: WasteBaselineDto,
    nullable: true,
    description:
      'The period the waste report compares grams per meal with: at least 28 days, ending before today (400 wasteBaseline period_too_short, wasteBaseline.to not_in_past); null: none',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => WasteBaselineDto)
  wasteBaseline?: WasteBaselineDto | null;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: 50,
    example: 2.5,
    description: 'kg CO2e per kg of food, at most 3 decimals (default 2.5: FAO 2013, 3.3 Gt CO2e for 1.3 Gt of food wasted)',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 })
  @Min(0)
  @Max(50)
  co2eKgPerKgFood?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10000, example: 450, description: 'Euro cents per kg of food (default 0)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10000)
  wasteCostCentsPerKg?: number;

  @ApiPropertyOptional({ type: FoodSafetySettingsDto, description: 'Temperatuurregistratie and its limits; an absent key stays' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FoodSafetySettingsDto)
  foodSafety?: FoodSafetySettingsDto;
}

export class TenantSettingsResponseDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, nullable: true, example: null })
  maxOpenReservationsPerPerson: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 2000, nullable: true, example: null })
  defaultPriceCents: number | null;

  @ApiProperty({ type: MaxHoursPreparedToEndResponseDto })
  maxHoursPreparedToEnd: MaxHoursPreparedToEndResponseDto;

  @ApiProperty({ enum: PICKUP_CONFIRMATIONS, example: 'self' })
  pickupConfirmation: PickupConfirmation;

  @ApiProperty({ enum: LANGUAGES, example: 'nl' })
  defaultLanguage: Language;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5000, example: 400 })
  defaultPortionWeightGrams: number;

  @ApiProperty({ type: WasteBaselineDto, nullable: true, example: null })
  wasteBaseline: WasteBaselineDto | null;

  @ApiProperty({ type: 'number', minimum: 0, maximum: 50, example: 2.5 })
  co2eKgPerKgFood: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 10000, example: 0 })
  wasteCostCentsPerKg: number;

  @ApiProperty({ type: FoodSafetySettingsResponseDto })
  foodSafety: FoodSafetySettingsResponseDto;

  static from(settings: TenantSettings): TenantSettingsResponseDto {
    return {
      maxOpenReservationsPerPerson: settings.maxOpenReservationsPerPerson,
      defaultPriceCents: settings.defaultPriceCents,
      maxHoursPreparedToEnd: settings.maxHoursPreparedToEnd,
      pickupConfirmation: settings.pickupConfirmation,
      defaultLanguage: settings.defaultLanguage,
      defaultPortionWeightGrams: settings.defaultPortionWeightGrams,
      wasteBaseline: settings.wasteBaseline,
      co2eKgPerKgFood: settings.co2eKgPerKgFood,
      wasteCostCentsPerKg: settings.wasteCostCentsPerKg,
      foodSafety: settings.foodSafety,
    };
  }
}
