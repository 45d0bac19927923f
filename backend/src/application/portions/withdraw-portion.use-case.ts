import { Injectable } from '@nestjs/common';
import { LiveEventPublisher, portionEvent, reservationEvent } from '../../domain/portions/live-events.js';
import { PortionNotFoundError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetPortionQuery } from './get-portion.query.js';
import type { PortionView } from './portion-view.js';

/** The kitchen takes a portion off offer: it expires and its open reservations are cancelled. */
@Injectable()
export class WithdrawPortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly reservations: ReservationRepository,
    private readonly getPortion: GetPortionQuery,
    private readonly events: LiveEventPublisher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(tenantId: string, id: string): Promise<PortionView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(tenantId, id);
      if (!portion) throw new PortionNotFoundError();
      portion.withdraw();
      const open = await this.reservations.listOpenForPortion(tenantId, id);
      for (const reservation of open) reservation.cancelByWithdrawal(portion, now);
      await this.reservations.saveAll(open);
      await this.portions.save(portion);
      await this.events.publish(portionEvent('portion.updated', portion, now));
      for (const reservation of open) await this.events.publish(reservationEvent(reservation));
      return this.getPortion.execute(tenantId, id);
    });
  }
}
