import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListPortionReservationsQuery } from '../../../application/reservations/list-portion-reservations.query.js';
import { RESERVATION_STATUSES } from '../../../domain/reservations/reservation.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { RESERVATION_SORT_FIELDS } from '../../../domain/reservations/reservation.repository.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PortionReservationResponseDto } from './dto/reservation.dto.js';

const PORTION_RESERVATIONS: ListSpec = {
  resource: 'reservations',
  sortFields: RESERVATION_SORT_FIELDS,
  filters: { status: RESERVATION_STATUSES },
};

/** A portion's reservations, under the portion's path: the kitchen's hand-over list. */
@ApiTags('portions')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/portions')
export class PortionReservationsController {
  constructor(private readonly listPortionReservations: ListPortionReservationsQuery) {}

  @Get(':id/reservations')
  @Roles('kitchen', 'admin')
  @Scopes('reservations:read')
  @ApiOperation({ summary: "The portion's reservations with who holds them, oldest first: the kitchen's hand-over list" })
  @ApiList(PORTION_RESERVATIONS, PortionReservationResponseDto)
  @ApiErrors(400, 401, 403, 404)
  async reservations(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortionReservationResponseDto[]> {
    const query = parseListQuery(params, PORTION_RESERVATIONS);
    const page = await this.listPortionReservations.execute(tenantId, id, query);
    return sendPage(reply, PORTION_RESERVATIONS, query, page, PortionReservationResponseDto.from);
  }
}
