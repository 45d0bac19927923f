import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/shared/actor.js';
import { RefreshPaymentUseCase } from '../../../application/payments/refresh-payment.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { ReservationResponseDto } from '../../reservations/index.js';

@ApiTags('payments')
@Roles('staff', 'kitchen')
@Controller('protected/reservations/:id/payment')
export class ReservationPaymentController {
  constructor(private readonly refresh: RefreshPaymentUseCase) {}

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Was it paid? (the return page)',
    description:
      "Asks Mollie at once about an open payment and acts on its answer as the webhook would, so the return page shows 'Betaald' or " +
      "'Niet betaald' before the webhook arrives. Mollie unreachable: the reservation as it is.",
  })
  @ApiOkResponse({ type: ReservationResponseDto })
  @ApiErrors(403, 404)
  async refreshPayment(@CurrentUser() actor: Actor, @UuidParam('id') id: string): Promise<ReservationResponseDto> {
    return ReservationResponseDto.from(await this.refresh.execute({ ...actor, tenantId: actor.tenantId! }, id));
  }
}
