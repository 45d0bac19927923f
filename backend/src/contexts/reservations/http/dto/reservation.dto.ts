import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { ReservationView } from '../../application/reservation-view.js';
import type { PortionReservationRecord } from '../../domain/reservation.repository.js';
import {
  ALLERGENS,
  DIET_MARKS,
  PORTION_STATUSES,
  STORAGE_KINDS,
  type Allergen,
  type DietMark,
  type PortionStatus,
  type Storage,
} from '../../../portions/domain/portion.js';
import { RESERVATION_QUANTITY_MAX, RESERVATION_STATUSES, type ReservationStatus } from '../../domain/reservation.js';

export class CreateReservationDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  portionId: string;

  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: RESERVATION_QUANTITY_MAX, default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(RESERVATION_QUANTITY_MAX)
  quantity?: number;
}

export class ChangeReservationStatusDto {
  @ApiProperty({
    enum: RESERVATION_STATUSES,
    description:
      'picked_up (owner or kitchen) or cancelled (owner, while the portion is available); anything else from reserved answers 409',
  })
  @IsIn(RESERVATION_STATUSES)
  status: ReservationStatus;
}

export class ReservationPortionDto {
  @ApiProperty({ example: 'Lasagne bolognese' })
  title: string;

  @ApiProperty({ format: 'uuid' })
  locationId: string;

  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;

  @ApiProperty({ format: 'date-time' })
  availableUntil: Date;

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['gluten', 'milk'] })
  allergens: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['nuts'] })
  mayContain: Allergen[];

  @ApiProperty({ example: true, description: 'false: offered before allergens had to be declared, with none listed (unknown)' })
  allergensDeclared: boolean;

  @ApiProperty({ enum: DIET_MARKS, isArray: true, example: ['vegetarian'] })
  diet: DietMark[];

  @ApiProperty({ enum: STORAGE_KINDS, nullable: true, example: 'hot' })
  storage: Storage | null;

  @ApiProperty({ example: false })
  reheat: boolean;

  @ApiProperty({ enum: PORTION_STATUSES })
  status: PortionStatus;
}

export class ReservationResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  tenantId: string;

  @ApiProperty({ format: 'uuid' })
  portionId: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ example: 1 })
  quantity: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 350,
    description: 'Euro cents per portion, as the portion was priced when reserved; null without a price',
  })
  priceCents: number | null;

  @ApiProperty({ enum: RESERVATION_STATUSES })
  status: ReservationStatus;

  @ApiProperty({ format: 'date-time' })
  reservedAt: Date;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  pickedUpAt: Date | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  cancelledAt: Date | null;

  @ApiProperty({ description: 'Still reserved after the portion\'s end time: shown as "Niet opgehaald"' })
  overdue: boolean;

  @ApiProperty({ type: ReservationPortionDto, description: 'What a card shows of the portion' })
  portion: ReservationPortionDto;

  static from(view: ReservationView): ReservationResponseDto {
    return {
      id: view.id,
      tenantId: view.tenantId,
      portionId: view.portionId,
      userId: view.userId,
      quantity: view.quantity,
      priceCents: view.priceCents,
      status: view.status,
      reservedAt: view.reservedAt,
      pickedUpAt: view.pickedUpAt,
      cancelledAt: view.cancelledAt,
      overdue: view.overdue,
      portion: { ...view.portion },
    };
  }
}

/** A reservation as the kitchen sees it at the counter: the reservation's own fields and who holds it. */
export class PortionReservationResponseDto extends OmitType(ReservationResponseDto, ['tenantId', 'portion', 'overdue'] as const) {
  @ApiProperty({ example: 'Sanne de Vries', description: 'Full name of who reserved it' })
  holderName: string;

  static from({ reservation, holderName }: PortionReservationRecord): PortionReservationResponseDto {
    const { id, portionId, userId, quantity, priceCents, status, reservedAt, pickedUpAt, cancelledAt } = reservation.toState();
    return { id, portionId, userId, holderName, quantity, priceCents, status, reservedAt, pickedUpAt, cancelledAt };
  }
}
