import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HandOverByCodeUseCase } from '../../../application/reservations/hand-over-by-code.use-case.js';
import { ListCounterReservationsQuery } from '../../../application/reservations/list-counter-reservations.query.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { CounterReservationResponseDto, HandOverDto, HandOverResponseDto } from './dto/reservation.dto.js';

/** The counter tablet of a location: today's open reservations, and the hand-over by pick-up code. */
@ApiTags('reservations')
@ApiBearerAuth()
@Roles('kitchen', 'admin')
// `:id` is the location: Fastify's router needs one parameter name per position under /locations.
@Controller('protected/tenants/:tenantId/locations/:id')
export class CounterController {
  constructor(
    private readonly listCounter: ListCounterReservationsQuery,
    private readonly handOverByCode: HandOverByCodeUseCase,
  ) {}

  @Get('open-reservations')
  @ApiOperation({
    summary: "Today's open reservations of a location, oldest first (the counter tablet)",
    description: 'Reservations still reserved on portions on offer or ended less than 12 hours ago; at most 500.',
  })
  @ApiOkResponse({ type: CounterReservationResponseDto, isArray: true })
  @ApiErrors(400, 401, 403, 404)
  async list(@UuidParam('tenantId') tenantId: string, @UuidParam('id') locationId: string): Promise<CounterReservationResponseDto[]> {
    return (await this.listCounter.execute(tenantId, locationId)).map(CounterReservationResponseDto.from);
  }

  @Post('handovers')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hand a portion over by its pick-up code',
    description:
      'The code is matched case-insensitively. An unknown code answers 404 (`pickup_code_not_found`), a code of another location 404 ' +
      '(`pickup_code_other_location`), a reservation already handed over 409 (`already_handed_over`); none of them changes anything. ' +
      'Unknown codes count per kitchen user: after 20 within 10 minutes, 429 `too_many_pickup_code_attempts` with Retry-After (real codes never count).',
  })
  @ApiOkResponse({ type: HandOverResponseDto, description: 'The reservation, now picked_up, with the temperature measured at hand-over' })
  @ApiErrors(400, 401, 403, 404, 409, 429)
  async handOver(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Body() dto: HandOverDto,
  ): Promise<HandOverResponseDto> {
    return HandOverResponseDto.fromHandedOver(await this.handOverByCode.execute({ ...actor, tenantId }, locationId, dto));
  }
}
