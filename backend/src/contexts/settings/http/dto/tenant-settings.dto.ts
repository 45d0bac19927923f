import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PICKUP_CONFIRMATIONS, type PickupConfirmation, type TenantSettings } from '../../domain/tenant-settings.js';

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
    enum: PICKUP_CONFIRMATIONS,
    example: 'counter',
    description:
      'Who confirms a pick-up: `self`, staff mark their own reservation picked up (default); `counter`, only the kitchen at the counter (staff get 403)',
  })
  @IsOptional()
  @IsIn(PICKUP_CONFIRMATIONS)
  pickupConfirmation?: PickupConfirmation;
}

export class TenantSettingsResponseDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, nullable: true, example: null })
  maxOpenReservationsPerPerson: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 2000, nullable: true, example: null })
  defaultPriceCents: number | null;

  @ApiProperty({ enum: PICKUP_CONFIRMATIONS, example: 'self' })
  pickupConfirmation: PickupConfirmation;

  static from(settings: TenantSettings): TenantSettingsResponseDto {
    return {
      maxOpenReservationsPerPerson: settings.maxOpenReservationsPerPerson,
      defaultPriceCents: settings.defaultPriceCents,
      pickupConfirmation: settings.pickupConfirmation,
    };
  }
}
