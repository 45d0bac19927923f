import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import type { PortionView } from '../../../../application/portions/portion-view.js';
import {
  ALLERGENS,
  DESCRIPTION_MAX,
  DIET_MARKS,
  PORTION_STATUSES,
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

  @ApiProperty({ enum: PORTION_STATUSES, description: 'expired as soon as availableUntil has passed' })
  status: PortionStatus;

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
      status: view.status,
      photoUrl: view.photoUrl,
      waitlistPosition: view.waitlistPosition,
      createdBy: view.createdBy,
      createdByApiKeyName: view.createdByApiKeyName,
      createdAt: view.createdAt,
    };
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(UpdatePortionDto, PortionResponseDto);
