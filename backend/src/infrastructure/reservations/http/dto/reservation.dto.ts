import { ApiProperty, ApiPropertyOptional, OmitType, PickType } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import type { HandedOver } from '../../../../application/reservations/hand-over-by-code.use-case.js';
import type { ReservationPayment } from '../../../../application/reservations/reservation-payments.port.js';
import type { ReservationView } from '../../../../application/reservations/reservation-view.js';
import type { CounterReservationRecord, PortionReservationRecord } from '../../../../domain/reservations/reservation.repository.js';
import {
  ALLERGENS,
  DIET_MARKS,
  ENDED_REASONS,
  type EndedReason,
  PORTION_STATUSES,
  STORAGE_KINDS,
  type Allergen,
  type DietMark,
  type PortionStatus,
  type Storage,
  TEMPERATURE_RANGE,
} from '../../../../domain/portions/index.js';
import {
  NOTICE_KINDS,
  RESERVATION_QUANTITY_MAX,
  RESERVATION_STATUSES,
  type NoticeKind,
  type ReservationNotice,
  type ReservationStatus,
} from '../../../../domain/reservations/reservation.js';

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

/** The statuses a client may name; awaiting_payment ends only through its payment (400), the domain refuses the rest (409). */
const CHANGEABLE_STATUSES = ['reserved', 'picked_up', 'cancelled'] as const;

export class ChangeReservationStatusDto {
  @ApiProperty({
    enum: CHANGEABLE_STATUSES,
    description:
      'picked_up (owner or kitchen) or cancelled (owner, while the portion is available); anything else from reserved answers 409',
  })
  @IsIn(CHANGEABLE_STATUSES)
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

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Pasta, gehakt, tomaat, Parmezaanse kaas',
    description: 'As the kitchen typed them',
  })
  ingredients: string | null;

  @ApiProperty({ enum: STORAGE_KINDS, nullable: true, example: 'hot' })
  storage: Storage | null;

  @ApiProperty({ example: false })
  reheat: boolean;

  @ApiProperty({ enum: PORTION_STATUSES })
  status: PortionStatus;

  @ApiProperty({
    enum: ENDED_REASONS,
    nullable: true,
    example: null,
    description: 'Why the portion ended (null while on offer): temperature and holding_time tell why a reservation was cancelled',
  })
  endedReason: EndedReason | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 7, example: null, description: 'IDDSI texture level' })
  iddsiLevel: number | null;
}

export class ReservationPaymentDto {
  @ApiProperty({ enum: ['open', 'paid', 'expired', 'canceled', 'failed', 'refunded'], example: 'paid' })
  status: ReservationPayment['status'];

  @ApiProperty({ example: 700, description: 'Euro cents, computed by Portiepunt: price × quantity, VAT included' })
  amountCents: number;

  @ApiProperty({ example: 58, description: 'The VAT within amountCents' })
  vatCents: number;

  @ApiProperty({ example: 9 })
  vatPercent: number;

  @ApiProperty({ type: String, nullable: true, example: 'ideal', description: "Mollie's method, once the payer chose one" })
  method: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
    description: "Mollie's checkout, while open",
  })
  checkoutUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'tr_7UhSN1zuXS' })
  molliePaymentId: string | null;

  @ApiProperty({ enum: ['pending', 'refunded', 'failed'], nullable: true, example: null, description: 'The refund, once one was asked' })
  refundStatus: ReservationPayment['refundStatus'];
}

/** A change the holder did not make, shown on their reservation until they acknowledge it. */
export class ReservationNoticeDto {
  @ApiProperty({
    enum: NOTICE_KINDS,
    description: 'allergens_changed: the kitchen changed the allergens; withdrawn: the portion was withdrawn',
  })
  kind: NoticeKind;

  @ApiProperty({ format: 'date-time' })
  at: Date;

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['milk'] })
  allergensAdded: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: [] })
  allergensRemoved: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['nuts'] })
  mayContainAdded: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: [] })
  mayContainRemoved: Allergen[];

  @ApiProperty({ type: String, nullable: true, example: 'Te lang buiten de koeling geweest', description: 'Why it was withdrawn, if said' })
  reason: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null: not yet acknowledged, shown on the card' })
  acknowledgedAt: Date | null;
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

  @ApiProperty({
    example: 'K7PX',
    minLength: 4,
    maxLength: 4,
    type: String,
    nullable: true,
    description:
      'Pick-up code shown at the counter (digits 2-9 and letters without I, L and O); only for who reserved it, kitchen and admin; ' +
      'null while the reservation awaits payment',
  })
  pickupCode: string | null;

  @ApiProperty({ description: 'Still reserved after the portion\'s end time: shown as "Niet opgehaald"' })
  overdue: boolean;

  @ApiProperty({
    type: ReservationPaymentDto,
    nullable: true,
    description: 'Its online payment; null when the organisation does not take payments online',
  })
  payment: ReservationPaymentDto | null;

  @ApiProperty({ type: ReservationPortionDto, description: 'What a card shows of the portion' })
  portion: ReservationPortionDto;

  @ApiProperty({
    type: ReservationNoticeDto,
    nullable: true,
    description:
      'The last change its holder was told about (live, mail, push); a reservation with an allergen change may always be cancelled',
  })
  notice: ReservationNoticeDto | null;

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
      pickupCode: view.pickupCode,
      overdue: view.overdue,
      payment: view.payment && { ...view.payment },
      portion: { ...view.portion },
      notice: view.notice && noticeOf(view.notice),
    };
  }
}

/** The card shows the last change; the changes since reserving taken together are for the pick-up reminder only. */
function noticeOf({ sinceReserved: _forTheReminder, ...notice }: ReservationNotice): ReservationNoticeDto {
  return notice;
}

/** A reservation as the kitchen sees it at the counter: the reservation's own fields and who holds it. */
export class PortionReservationResponseDto extends OmitType(ReservationResponseDto, [
  'tenantId',
  'portion',
  'overdue',
  'payment',
  'notice',
] as const) {
  @ApiProperty({ example: 'Sanne de Vries', description: 'Full name of who reserved it' })
  holderName: string;

  static from({ reservation, holderName }: PortionReservationRecord): PortionReservationResponseDto {
    const { id, portionId, userId, quantity, priceCents, status, reservedAt, pickedUpAt, cancelledAt, pickupCode } = reservation.toState();
    return {
      id,
      portionId,
      userId,
      holderName,
      quantity,
      priceCents,
      status,
      reservedAt,
      pickedUpAt,
      cancelledAt,
      // The code is the proof of a reservation: not before it is paid.
      pickupCode: status === 'awaiting_payment' ? null : pickupCode,
    };
  }
}

export class HandOverDto {
  @ApiProperty({ example: 'K7PX', description: 'The pick-up code as typed or scanned; matched case-insensitively' })
  @IsString()
  @MaxLength(32)
  code: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The reservation id from the QR code; when given it must be the code's reservation, or the answer is 404",
  })
  @IsOptional()
  @IsUUID()
  reservationId?: string;

  @ApiPropertyOptional({
    minimum: TEMPERATURE_RANGE.min,
    maximum: TEMPERATURE_RANGE.max,
    example: 63.5,
    description:
      "°C measured as it is handed over (one decimal): a `handover` entry in the portion's temperatures and the food-safety log, with who measured it. Never refuses the hand-over; outside the limits the answer warns (handoverTemperature.outsideLimits).",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(TEMPERATURE_RANGE.min)
  @Max(TEMPERATURE_RANGE.max)
  temperatureC?: number;
}

export class HandOverTemperatureDto {
  @ApiProperty({ example: 55.5, description: 'As recorded, rounded to one decimal' })
  temperatureC: number;

  @ApiProperty({
    example: true,
    description:
      'Where food safety is on at the location: a hot portion below hotMinC or a chilled one above chilledMaxC. The counter warns; the kitchen checks the rest.',
  })
  outsideLimits: boolean;
}

export class CounterPortionDto {
  @ApiProperty({ example: 'Lasagne bolognese' })
  title: string;

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['gluten', 'milk'] })
  allergens: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['nuts'] })
  mayContain: Allergen[];

  @ApiProperty({ example: true, description: 'false: offered before allergens had to be declared, with none listed (unknown)' })
  allergensDeclared: boolean;

  @ApiProperty({ format: 'date-time' })
  availableUntil: Date;

  @ApiProperty({
    enum: STORAGE_KINDS,
    nullable: true,
    example: 'hot',
    description: 'How it is kept: what a temperature at hand-over is held to',
  })
  storage: Storage | null;
}

/** An open reservation on the counter tablet: who, what, and the code to match. */
export class CounterReservationResponseDto extends PickType(PortionReservationResponseDto, [
  'id',
  'portionId',
  'userId',
  'holderName',
  'quantity',
  'status',
  'reservedAt',
] as const) {
  @ApiProperty({
    example: 'K7PX',
    minLength: 4,
    maxLength: 4,
    description: 'Pick-up code; the counter lists only reservations that have one',
  })
  pickupCode: string;

  @ApiProperty({ type: CounterPortionDto })
  portion: CounterPortionDto;

  static from({ reservation, holderName, portion }: CounterReservationRecord): CounterReservationResponseDto {
    const { id, portionId, userId, quantity, status, reservedAt, pickupCode } = reservation.toState();
    const { title, allergens, mayContain, allergensDeclared, availableUntil, storage } = portion.toState();
    return {
      id,
      portionId,
      userId,
      holderName,
      quantity,
      status,
      reservedAt,
      pickupCode: pickupCode!,
      portion: { title, allergens, mayContain, allergensDeclared, availableUntil, storage },
    };
  }
}

/** The reservation handed over, and the temperature measured with it. */
export class HandOverResponseDto extends ReservationResponseDto {
  @ApiProperty({ type: HandOverTemperatureDto, nullable: true, description: 'null when no temperature was sent' })
  handoverTemperature: HandOverTemperatureDto | null;

  static fromHandedOver({ reservation, temperature }: HandedOver): HandOverResponseDto {
    return { ...ReservationResponseDto.from(reservation), handoverTemperature: temperature && { ...temperature } };
  }
}
