import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AcknowledgeNoticeUseCase } from '../../../application/reservations/acknowledge-notice.use-case.js';
import { CheckPaymentUseCase } from '../../../application/reservations/check-payment.use-case.js';
import { ChangeReservationStatusUseCase } from '../../../application/reservations/change-reservation-status.use-case.js';
import { GetReservationQuery } from '../../../application/reservations/get-reservation.query.js';
import { ListMyReservationsQuery } from '../../../application/reservations/list-my-reservations.query.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { reservationOutcomes } from '../../platform/observability/metrics.js';
import { ReservePortionUseCase } from '../../../application/reservations/reserve-portion.use-case.js';
import { RESERVATION_STATUSES } from '../../../domain/reservations/reservation.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { ForbiddenError } from '../../../domain/shared/domain-error.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { RESERVATION_SORT_FIELDS } from '../../../domain/reservations/reservation.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { reservationCalendar } from './reservation-calendar.js';
import { ChangeReservationStatusDto, CreateReservationDto, ReservationResponseDto } from './dto/reservation.dto.js';

const RESERVATIONS: ListSpec = {
  resource: 'reservations',
  sortFields: RESERVATION_SORT_FIELDS,
  filters: { status: RESERVATION_STATUSES },
};

/** Staff and kitchen always belong to a tenant; this narrows the type. */
function inTenant(actor: Actor): Actor & { tenantId: string } {
  if (actor.tenantId === null) throw new ForbiddenError('no_tenant', 'Only users of a tenant have reservations');
  return actor as Actor & { tenantId: string };
}

@ApiTags('reservations')
@ApiBearerAuth()
@Roles('staff', 'kitchen')
@Controller('protected/reservations')
export class ReservationsController {
  constructor(
    private readonly listMine: ListMyReservationsQuery,
    private readonly getReservation: GetReservationQuery,
    private readonly reservePortion: ReservePortionUseCase,
    private readonly changeStatus: ChangeReservationStatusUseCase,
    private readonly acknowledgeNotice: AcknowledgeNoticeUseCase,
    private readonly checkPayment: CheckPaymentUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the signed-in user's reservations" })
  @ApiList(RESERVATIONS, ReservationResponseDto)
  @ApiErrors(400, 401, 403)
  async list(
    @CurrentUser() actor: Actor,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReservationResponseDto[]> {
    const query = parseListQuery(params, RESERVATIONS);
    return sendPage(reply, RESERVATIONS, query, await this.listMine.execute(inTenant(actor), query), ReservationResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one reservation' })
  @ApiOkResponse({ type: ReservationResponseDto, description: 'Own reservations; kitchen sees every reservation of the tenant' })
  @ApiErrors(400, 401, 403, 404)
  async get(@CurrentUser() actor: Actor, @UuidParam('id') id: string): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await this.getReservation.execute(inTenant(actor), id));
  }

  @Post(':id/payment/refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Was it paid? (the return page)',
    description:
      "Asks Mollie at once about an open payment and acts on its answer as the webhook would, so that the return page shows 'Betaald' or " +
      "'Niet betaald' before the webhook arrives. Mollie unreachable: the reservation as it is.",
  })
  @ApiOkResponse({ type: ReservationResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async refreshPayment(@CurrentUser() actor: Actor, @UuidParam('id') id: string): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await this.checkPayment.execute(inTenant(actor), id));
  }

  @Get(':id/calendar.ics')
  @ApiOperation({
    summary: 'The reservation as a calendar entry',
    description:
      'An iCalendar file (made with `ics`) with the pick-up window (from reserving until the portion ends, UTC), the location and the pick-up code.',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string', example: 'BEGIN:VCALENDAR…END:VCALENDAR' } })
  @ApiErrors(400, 401, 403, 404)
  async calendar(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const view = await this.getReservation.execute(inTenant(actor), id);
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="portie-${view.pickupCode}.ics"`);
    return reservationCalendar(view);
  }

  @Post()
  @ApiOperation({
    summary: 'Reserve portions',
    description: 'Never overbooks: reserving more than available answers 409 and changes nothing.',
  })
  @ApiCreatedResponse({ type: ReservationResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async create(@CurrentUser() actor: Actor, @Body() dto: CreateReservationDto): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await countedOutcome(() => this.reservePortion.execute(inTenant(actor), dto)));
  }

  @Patch(':id/status')
  @ApiOperation({ summary: "Change a reservation's status" })
  @ApiOkResponse({ type: ReservationResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async updateStatus(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Body() dto: ChangeReservationStatusDto,
  ): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await this.changeStatus.execute(inTenant(actor), id, dto.status));
  }

  @Post(':id/notice/acknowledgement')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Acknowledge the change shown on a reservation',
    description: 'Only its holder; the notice keeps its content and gets acknowledgedAt. Again, or without a notice, changes nothing.',
  })
  @ApiOkResponse({ type: ReservationResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async acknowledge(@CurrentUser() actor: Actor, @UuidParam('id') id: string): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await this.acknowledgeNotice.execute(inTenant(actor), id));
  }
}

/** Counts each reservation placed, and each refused by a rule under its code; anything else shows in the HTTP 5xx. */
async function countedOutcome<T>(reserve: () => Promise<T>): Promise<T> {
  try {
    const placed = await reserve();
    reservationOutcomes.inc({ result: 'placed', reason: '' });
    return placed;
  } catch (error) {
    if (error instanceof DomainError) reservationOutcomes.inc({ result: 'refused', reason: error.code });
    throw error;
  }
}
