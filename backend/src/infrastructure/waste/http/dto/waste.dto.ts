import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import type { PhotoLinks } from '../../../../domain/portions/index.js';
import type { WasteReasonState } from '../../../../domain/waste/waste-reason.js';
import {
  NOTE_MAX,
  WASTE_DESTINATIONS,
  WASTE_STAGES,
  WEIGHT_GRAMS_MAX,
  type WasteDestination,
  type WasteStage,
} from '../../../../domain/waste/waste-record.js';
import type { WasteRecordView } from '../../../../domain/waste/waste.repository.js';
import type { MealsServedDay } from '../../../../domain/waste/waste.repository.js';
import { ListParamsDto } from '../../../platform/http/list-params.dto.js';
import { MultiLine } from '../../../platform/http/text-rules.js';
import { acceptWholeRecord } from '../../../platform/http/whole-record.js';

const WITH_ZONE = /(Z|[+-]\d{2}:\d{2})$/;
const STAGE_NOTE =
  'preparation (bereiding), overproduction (cooked, never served), plate (came back from the ward or the plate), spoilage (past its date or kept wrongly), unsold (offered on Portiepunt, not collected)';
const DESTINATION_NOTE = 'digestion (biogas), compost, incineration (residual waste), sewer, other';

export class CreateWasteRecordDto {
  @ApiProperty({ format: 'uuid', description: 'An active location of the organisation' })
  @IsUUID()
  locationId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: WEIGHT_GRAMS_MAX, example: 1250, description: 'Whole grams' })
  @IsInt()
  weightGrams: number;

  @ApiProperty({ enum: WASTE_STAGES, example: 'overproduction', description: STAGE_NOTE })
  @IsString()
  stage: WasteStage;

  @ApiProperty({
    example: 'overproduced',
    description: 'An active reason of the organisation (GET waste-reasons); an archived one answers 400 archived',
  })
  @IsString()
  @MaxLength(40)
  reasonCode: string;

  @ApiProperty({ enum: WASTE_DESTINATIONS, example: 'digestion', description: DESTINATION_NOTE })
  @IsString()
  destination: WasteDestination;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    example: '2026-11-22T13:45:00+01:00',
    description: 'When it was thrown away: not in the future, at most 31 days back, with a time zone; default now',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  @Matches(WITH_ZONE, { message: 'recordedAt must be an ISO 8601 date-time with a time zone (Z or +01:00)' })
  recordedAt?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, example: null, description: 'The portion it came from' })
  @IsOptional()
  @IsUUID()
  portionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTE_MAX, example: 'Soep van gisteren' })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX)
  @MultiLine()
  note?: string | null;
}

export class UpdateWasteRecordDto extends PartialType(CreateWasteRecordDto) {}

export class RecordedByDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jan Peeters', description: 'An erased user reads as "Verwijderde gebruiker"' })
  name: string;
}

export class WasteRecordResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  tenantId: string;

  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;

  @ApiProperty({ type: 'integer', example: 1250 })
  weightGrams: number;

  @ApiProperty({ enum: WASTE_STAGES, example: 'overproduction' })
  stage: WasteStage;

  @ApiProperty({ example: 'overproduced' })
  reasonCode: string;

  @ApiProperty({ enum: WASTE_DESTINATIONS, example: 'digestion' })
  destination: WasteDestination;

  @ApiProperty({ format: 'date-time' })
  recordedAt: Date;

  @ApiProperty({ type: RecordedByDto, description: 'Who recorded it; for an API key, the admin who created the key' })
  recordedBy: RecordedByDto;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null })
  portionId: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  note: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/photos/6f1c2a9e-8d4b-4f7a-9b1e-2c3d4e5f6a7b/0b2e7c1d-5a4f-4e3b-8c9d-1e2f3a4b5c6d?expires=1795000000&signature=q1w2e3',
    description:
      'Signed link to the photo (WebP, valid 3 to 4 hours; `&size=small` for a thumbnail); null without one. Set with PUT …/waste-records/{id}/photo.',
  })
  photoUrl: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  /** The photo's link is signed anew at `now` (it expires; an <img> sends no token). */
  static from(view: WasteRecordView, photoLinks: PhotoLinks, now: Date): WasteRecordResponseDto {
    return {
      id: view.id,
      tenantId: view.tenantId,
      locationId: view.locationId,
      locationName: view.locationName,
      weightGrams: view.weightGrams,
      stage: view.stage,
      reasonCode: view.reasonCode,
      destination: view.destination,
      recordedAt: view.recordedAt,
      recordedBy: { id: view.recordedById, name: view.recordedByName },
      portionId: view.portionId,
      note: view.note,
      photoUrl: view.photoId ? photoLinks.urlFor(view.tenantId, view.photoId, now) : null,
      createdAt: view.createdAt,
    };
  }
}

// PUT takes the whole record as GET returned it (react-admin); the other fields are read-only.
acceptWholeRecord(UpdateWasteRecordDto, WasteRecordResponseDto);

export class WasteRecordListParamsDto extends ListParamsDto {
  @ApiPropertyOptional({ enum: ['csv'], description: "csv: the same records as CSV in the reader's language (at most 100,000 rows)" })
  @IsOptional()
  @IsIn(['csv'])
  format?: 'csv';
}

export class WasteReasonLabelsDto {
  @ApiProperty({ example: 'Soep over', maxLength: 60 })
  @IsString()
  nl: string;

  @ApiProperty({ example: 'Reste de soupe', maxLength: 60 })
  @IsString()
  fr: string;

  @ApiProperty({ example: 'Soup left over', maxLength: 60 })
  @IsString()
  en: string;
}

export class CreateWasteReasonDto {
  @ApiProperty({ example: 'soup_left', pattern: '^[a-z][a-z0-9_]{1,39}$' })
  @IsString()
  code: string;

  @ApiProperty({ type: WasteReasonLabelsDto })
  @ValidateNested()
  @Type(() => WasteReasonLabelsDto)
  labels: WasteReasonLabelsDto;
}

export class UpdateWasteReasonDto {
  @ApiProperty({ example: true, description: 'true archives the reason (its records keep it); false brings it back (at most 20 active)' })
  @IsBoolean()
  archived: boolean;
}

export class WasteReasonResponseDto {
  @ApiProperty({ example: 'overproduced' })
  code: string;

  @ApiProperty({ type: WasteReasonLabelsDto, example: { nl: 'Te veel gekookt', fr: 'Trop cuisiné', en: 'Overproduced' } })
  labels: WasteReasonLabelsDto;

  @ApiProperty({ example: false })
  archived: boolean;

  static from(reason: WasteReasonState): WasteReasonResponseDto {
    return { code: reason.code, labels: { ...reason.labels }, archived: reason.archived };
  }
}

export class SetMealsServedDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100000, example: 240 })
  @IsInt()
  meals: number;
}

/** Without a period: the last 31 days, today included. */
export class MealsServedParamsDto {
  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-01', description: 'With to; default 30 days before today' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-30', description: 'At most 366 days after from; default today' })
  @IsOptional()
  @IsString()
  to?: string;
}

export class MealsServedResponseDto {
  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-11-20' })
  date: string;

  @ApiProperty({ type: 'integer', example: 240 })
  meals: number;

  static from(day: MealsServedDay): MealsServedResponseDto {
    return { locationId: day.locationId, date: day.date, meals: day.meals };
  }
}
