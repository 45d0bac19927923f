import { acceptWholeRecord } from '../../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { PortionView } from '../../application/portion-view.js';
import {
  ALLERGENS,
  DESCRIPTION_MAX,
  PORTION_STATUSES,
  PRICE_CENTS_MAX,
  TITLE_MAX,
  TOTAL_QUANTITY_MAX,
  type Allergen,
  type PortionStatus,
} from '../../domain/portion.js';
import { ListParamsDto } from '../../../../platform/http/list-params.dto.js';
import { MultiLine } from '../../../../platform/http/text-rules.js';

const WITH_ZONE = /(Z|[+-]\d{2}:\d{2})$/;
const ZONE_MESSAGE = 'availableUntil must be an ISO 8601 date-time with a time zone (Z or +01:00)';

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
  @Matches(WITH_ZONE, { message: ZONE_MESSAGE })
  availableUntil: string;

  @ApiPropertyOptional({ enum: ALLERGENS, isArray: true, example: ['Gluten', 'Lactose'], default: [] })
  @IsOptional()
  @IsArray()
  @IsIn(ALLERGENS, { each: true })
  @ArrayUnique()
  allergens?: Allergen[];

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

  @ApiProperty({ enum: ALLERGENS, isArray: true })
  allergens: Allergen[];

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
      priceCents: view.priceCents,
      status: view.status,
      photoUrl: view.photoUrl,
      createdBy: view.createdBy,
      createdByApiKeyName: view.createdByApiKeyName,
      createdAt: view.createdAt,
    };
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(UpdatePortionDto, PortionResponseDto);
