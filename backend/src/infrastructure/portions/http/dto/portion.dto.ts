import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  ENDED_REASONS,
  TEMPERATURE_KINDS,
  TEMPERATURE_RANGE,
  type EndedReason,
  type TemperatureKind,
} from '../../../../domain/portions/food-safety.js';
import type { PortionView } from '../../../../application/portions/portion-view.js';
import {
  ALLERGENS,
  DESCRIPTION_MAX,
  DIET_MARKS,
  PORTION_STATUSES,
  PORTION_WEIGHT_GRAMS_MAX,
  PRICE_CENTS_MAX,
  STORAGE_KINDS,
  TITLE_MAX,
  TOTAL_QUANTITY_MAX,
  type Allergen,
  type DietMark,
  type PortionStatus,
  type Storage,
} from '../../../../domain/portions/portion.js';
import { INGREDIENTS_MAX, LEGACY_ALLERGENS, PREPARED_MAX_DAYS_BACK } from '../../../../domain/portions/food-information.js';
import { ListParamsDto } from '../../../platform/http/list-params.dto.js';
import { MultiLine } from '../../../platform/http/text-rules.js';
import { NOTICE_REASON_MAX } from '../../../../domain/reservations/reservation.js';

const WITH_ZONE = /(Z|[+-]\d{2}:\d{2})$/;
const zoneMessage = (field: string) => `${field} must be an ISO 8601 date-time with a time zone (Z or +01:00)`;

/** Input takes the 14 codes, and from older clients the six Dutch presets (mapped; answers always carry codes). */
const ALLERGEN_INPUT = [...ALLERGENS, ...Object.keys(LEGACY_ALLERGENS)];
const LEGACY_NOTE =
  'Older clients may still send Gluten, Lactose, Noten, Eieren, Vis or Soja: mapped to gluten, milk, nuts, eggs, fish, soy.';

export class CreatePortionDto {
  @ApiProperty({ example: 'Lasagne bolognese', maxLength: TITLE_MAX })
  @IsString()
  @MaxLength(TITLE_MAX)
  title: string;

  @ApiPropertyOptional({ example: 'Met salade, nog warm', maxLength: DESCRIPTION_MAX, default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  @MultiLine()
  description?: string;

  @ApiProperty({ format: 'uuid', description: 'An active location of the tenant' })
  @IsUUID()
  locationId: string;

  @ApiPropertyOptional({ minimum: 1, maximum: TOTAL_QUANTITY_MAX, default: 1, example: 6 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(TOTAL_QUANTITY_MAX)
  totalQuantity?: number;

  @ApiProperty({
    format: 'date-time',
    description: 'In the future, at most 7 days ahead; with a time zone',
    example: '2026-11-22T18:00:00+01:00',
  })
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('availableUntil') })
  availableUntil: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: ALLERGEN_INPUT },
    example: ['gluten', 'milk'],
    default: [],
    description: `"Contains": EU allergen codes (Regulation 1169/2011, Annex II), each once. Non-empty counts as declared. ${LEGACY_NOTE}`,
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  allergens?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: ALLERGEN_INPUT },
    example: ['nuts'],
    default: [],
    description: `"May contain traces of": allergen codes, none of them also in allergens. ${LEGACY_NOTE}`,
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  mayContain?: string[];

  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description:
      'true with an empty allergens list states "contains none of the 14 allergens". An offer must list its allergens or send true; otherwise 400 (errors entry with field allergens, code allergens_not_declared).',
  })
  @IsOptional()
  @IsBoolean()
  allergensDeclared?: boolean;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...DIET_MARKS] },
    example: ['vegetarian'],
    default: [],
    description: 'Diet marks, each once; vegan requires vegetarian as well',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  diet?: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INGREDIENTS_MAX,
    example: 'Pasta (tarwe), tomaat, rundergehakt, mozzarella (melk), ui, basilicum',
  })
  @IsOptional()
  @IsString()
  ingredients?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-22T11:30:00+01:00',
    description: `When the food was made: not in the future, at most ${PREPARED_MAX_DAYS_BACK} days back; with a time zone`,
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('preparedAt') })
  preparedAt?: string | null;

  @ApiPropertyOptional({
    enum: STORAGE_KINDS,
    nullable: true,
    example: 'chilled',
    description: 'hot: kept at 60 °C or more; chilled: at 7 °C or less; ambient: room temperature',
  })
  @IsOptional()
  @IsIn(STORAGE_KINDS)
  storage?: Storage | null;

  @ApiPropertyOptional({
    type: Boolean,
    example: false,
    default: false,
    description: 'Chilled food to be reheated to at least 75 °C at its core',
  })
  @IsOptional()
  @IsBoolean()
  reheat?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: PRICE_CENTS_MAX,
    example: 350,
    description: "Euro cents per portion; absent: the tenant's defaultPriceCents; null: no price. Fixed once offered.",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(PRICE_CENTS_MAX)
  priceCents?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: PORTION_WEIGHT_GRAMS_MAX,
    example: 400,
    description:
      "Grams per portion, for the rescued weight in the waste report; null or absent: the organisation's defaultPortionWeightGrams",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(PORTION_WEIGHT_GRAMS_MAX)
  portionWeightGrams?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: TEMPERATURE_RANGE.min,
    maximum: TEMPERATURE_RANGE.max,
    example: 72.5,
    description:
      'Core temperature in °C (one decimal) when the portion was put out. With temperatuurregistratie on, a hot portion needs it, at least hotMinC (else 400 temperature_required or temperature_below_minimum). A change adds a correction; the original stays on record.',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  temperatureC?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-22T11:45:00+01:00',
    description: 'When temperatureC was measured: not in the future, not before preparedAt; absent with temperatureC: now',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('temperatureAt') })
  temperatureAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-22T08:00:00+01:00',
    description: 'Chilled: when cooling started (from at least 60 °C). Given with cooledAt and cooledTemperatureC.',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('coolingStartedAt') })
  coolingStartedAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-22T11:30:00+01:00',
    description:
      'Chilled: when it reached cooledTemperatureC; after coolingStartedAt (else 400 out_of_order), within coolingMaxHours (else 400 cooling_too_long)',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('cooledAt') })
  cooledAt?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: TEMPERATURE_RANGE.min,
    maximum: TEMPERATURE_RANGE.max,
    example: 6.5,
    description: 'Chilled: the temperature the cooling reached; at most chilledMaxC (else 400 temperature_above_maximum)',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  cooledTemperatureC?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 7,
    example: 5,
    description:
      'IDDSI texture level: 0 thin, 1 slightly thick, 2 mildly thick, 3 liquidised, 4 pureed, 5 minced & moist, 6 soft & bite-sized, 7 regular',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(7)
  iddsiLevel?: number | null;
}

export class MeasurerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Kees Kok', description: 'As it was when measured (an API key: its name)' })
  name: string;
}

export class TemperatureCheckDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: TEMPERATURE_KINDS,
    example: 'check',
    description: 'offer: when put out; cooling: end of the cooling; check: during the offer; handover: at the counter',
  })
  kind: TemperatureKind;

  @ApiProperty({ example: 64.5 })
  temperatureC: number;

  @ApiProperty({ format: 'date-time' })
  measuredAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null, description: 'cooling only: when cooling started' })
  coolingStartedAt: Date | null;

  @ApiProperty({ type: MeasurerDto })
  measuredBy: MeasurerDto;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: null,
    description: 'The entry this one corrects; the original stays',
  })
  correctsId: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why a correction was made' })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  recordedAt: Date;
}

export class CreateTemperatureCheckDto {
  @ApiProperty({ minimum: TEMPERATURE_RANGE.min, maximum: TEMPERATURE_RANGE.max, example: 64.5, description: '°C, one decimal' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  temperatureC: number;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-11-22T13:45:00+01:00',
    description: 'Absent: now. Not in the future, not before preparedAt.',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: zoneMessage('measuredAt') })
  measuredAt?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A correction: the entry it corrects (its latest correction, if any). Needs a note; allowed after the portion ended.',
  })
  @IsOptional()
  @IsUUID()
  correctsId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'Verkeerd overgenomen van de thermometer' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

/** The kitchen's edit: any of these fields; the total never below what is reserved or picked up. The price stays. */
export class UpdatePortionDto extends PartialType(OmitType(CreatePortionDto, ['locationId', 'priceCents'] as const)) {}

export class WithdrawPortionDto {
  @ApiProperty({ enum: ['expired'], description: 'Withdraws the portion and cancels its open reservations' })
  @IsIn(['expired'])
  status: 'expired';

  @ApiPropertyOptional({
    maxLength: NOTICE_REASON_MAX,
    example: 'Te lang buiten de koeling geweest',
    description: 'Why, told to everyone whose reservation this cancels (mail, push, live notice)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NOTICE_REASON_MAX)
  reason?: string;
}

export class PortionListParamsDto extends ListParamsDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: only what can be reserved now, soonest end first (staff always get this)' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  available?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only portions of this location' })
  @IsOptional()
  @IsUUID()
  locationId?: string;
}

export class PortionResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  tenantId: string;

  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;

  @ApiProperty({ example: 'Lasagne bolognese' })
  title: string;

  @ApiProperty({ example: '' })
  description: string;

  @ApiProperty({ example: 6 })
  totalQuantity: number;

  @ApiProperty({ example: 4, description: 'Still free to reserve' })
  availableQuantity: number;

  @ApiProperty({ example: 1, description: 'Held by open reservations' })
  reservedQuantity: number;

  @ApiProperty({ example: 1 })
  pickedUpQuantity: number;

  @ApiProperty({ format: 'date-time' })
  availableUntil: Date;

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['gluten', 'milk'], description: '"Contains", in the order of the regulation' })
  allergens: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['nuts'], description: '"May contain traces of"' })
  mayContain: Allergen[];

  @ApiProperty({
    example: true,
    description: 'false only for portions offered before allergens had to be declared with none listed: unknown, not "none"',
  })
  allergensDeclared: boolean;

  @ApiProperty({ enum: DIET_MARKS, isArray: true, example: ['vegetarian'] })
  diet: DietMark[];

  @ApiProperty({ type: String, nullable: true, example: 'Pasta (tarwe), tomaat, mozzarella (melk)' })
  ingredients: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-22T10:30:00.000Z' })
  preparedAt: Date | null;

  @ApiProperty({ enum: STORAGE_KINDS, nullable: true, example: 'chilled' })
  storage: Storage | null;

  @ApiProperty({ example: false, description: 'Reheat to at least 75 °C at the core before eating' })
  reheat: boolean;

  @ApiProperty({ type: 'integer', nullable: true, example: 350, description: 'Euro cents per portion; null without a price' })
  priceCents: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 400, description: "Grams per portion; null: the organisation's default counts" })
  portionWeightGrams: number | null;

  @ApiProperty({ enum: PORTION_STATUSES, description: 'expired as soon as availableUntil has passed' })
  status: PortionStatus;

  @ApiProperty({
    enum: ENDED_REASONS,
    nullable: true,
    example: null,
    description:
      'null while on offer; sold_out (all picked up), expired (window closed), withdrawn (by the kitchen), temperature (a check broke the holding temperature), holding_time (hot held longer than hotHoldingMaxHours)',
  })
  endedReason: EndedReason | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  endedAt: Date | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 7, example: 5, description: 'IDDSI texture level' })
  iddsiLevel: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 72.5, description: 'Core temperature when put out (after corrections)' })
  temperatureC: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-22T10:45:00.000Z' })
  temperatureAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  coolingStartedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  cooledAt: Date | null;

  @ApiProperty({ type: Number, nullable: true, example: null })
  cooledTemperatureC: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-22T13:45:00.000Z',
    description: 'Hot, with temperatuurregistratie on: withdrawn automatically at this time (hot-holding limit)',
  })
  holdUntil: Date | null;

  @ApiProperty({ type: [TemperatureCheckDto], description: 'Every temperature on record, corrections included, oldest first' })
  temperatureChecks: TemperatureCheckDto[];

  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/photos/6f1c…/9a2e…?expires=1795000000&signature=…',
    description: 'Signed link to the WebP photo (1200 px; add &size=small for 400 px), valid for 3 to 4 hours; null without a photo',
  })
  photoUrl: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    example: null,
    description: "The caller's place on the portion's waiting list (1 gets the next freed unit); null when the caller is not waiting",
  })
  waitlistPosition: number | null;

  @ApiProperty({
    example: false,
    description:
      'The caller waits and a unit came free while they stood first but held the most open reservations allowed, so it went to ' +
      'the next in line; true until their wait ends (promoted, left, or the portion ended). Always false when not waiting',
  })
  waitlistPassedOver: boolean;

  @ApiProperty({
    format: 'uuid',
    description: 'The user who offered it; for a portion offered through an API key, the admin who created the key',
  })
  createdBy: string;

  @ApiProperty({ nullable: true, type: String, example: null, description: 'The name of the API key it was offered through, if any' })
  createdByApiKeyName: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(view: PortionView): PortionResponseDto {
    return {
      id: view.id,
      tenantId: view.tenantId,
      locationId: view.locationId,
      locationName: view.locationName,
      title: view.title,
      description: view.description,
      totalQuantity: view.totalQuantity,
      availableQuantity: view.availableQuantity,
      reservedQuantity: view.reservedQuantity,
      pickedUpQuantity: view.pickedUpQuantity,
      availableUntil: view.availableUntil,
      allergens: view.allergens,
      mayContain: view.mayContain,
      allergensDeclared: view.allergensDeclared,
      diet: view.diet,
      ingredients: view.ingredients,
      preparedAt: view.preparedAt,
      storage: view.storage,
      reheat: view.reheat,
      priceCents: view.priceCents,
      portionWeightGrams: view.portionWeightGrams,
      status: view.status,
      endedReason: view.endedReason,
      endedAt: view.endedAt,
      iddsiLevel: view.iddsiLevel,
      temperatureC: view.temperatureC,
      temperatureAt: view.temperatureAt,
      coolingStartedAt: view.coolingStartedAt,
      cooledAt: view.cooledAt,
      cooledTemperatureC: view.cooledTemperatureC,
      holdUntil: view.holdUntil,
      temperatureChecks: view.temperatureChecks,
      photoUrl: view.photoUrl,
      waitlistPosition: view.waitlistPosition,
      waitlistPassedOver: view.waitlistPassedOver,
      createdBy: view.createdBy,
      createdByApiKeyName: view.createdByApiKeyName,
      createdAt: view.createdAt,
    };
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(UpdatePortionDto, PortionResponseDto);
