import { Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { WaitlistUseCases } from '../../../application/reservations/waitlist.use-cases.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';

export class WaitlistPlaceResponseDto {
  @ApiProperty({ example: 2, minimum: 1, description: "The caller's place in line: 1 gets the next freed unit" })
  position: number;
}

/** A fully booked portion's waiting list, for whoever may reserve. */
@ApiTags('portions')
@ApiBearerAuth()
@Roles('staff', 'kitchen')
@Controller('protected/tenants/:tenantId/portions/:id/waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistUseCases) {}

  @Post()
  @ApiOperation({
    summary: 'Join the waiting list of a fully booked portion',
    description:
      'When a unit comes free (a cancellation, or the kitchen raises the quantity), the first in line whom fair sharing allows gets a reservation of 1 at once. Joining again keeps the place. 409 when the portion still has units, has ended, or the caller holds a reservation on it.',
  })
  @ApiCreatedResponse({ type: WaitlistPlaceResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async join(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
  ): Promise<WaitlistPlaceResponseDto> {
    return { position: await this.waitlist.join({ ...actor, tenantId }, id) };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave the waiting list', description: 'Also when the caller was not on it.' })
  @ApiNoContentResponse({ description: 'Not waiting (any more)' })
  @ApiErrors(400, 401, 403, 404)
  async leave(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<void> {
    await this.waitlist.leave({ ...actor, tenantId }, id);
  }
}
