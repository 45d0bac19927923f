import { Injectable } from '@nestjs/common';
import { PortionNotFoundError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetPortionQuery } from './get-portion.query.js';
import type { PortionView } from './portion-view.js';
import { WaitingLists } from './waiting-lists.port.js';
import { WithdrawalCancellations } from './withdrawal-cancellations.port.js';

/**
 * The kitchen (or a food-safety rule) takes a portion off offer: it expires, its open reservations are cancelled,
 * their holders are told with `reason`, and its waiting list ends.
 */
@Injectable()
export class WithdrawPortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly cancellations: WithdrawalCancellations,
    private readonly waitingLists: WaitingLists,
    private readonly getPortion: GetPortionQuery,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, id: string, reason: string | null = null): Promise<PortionView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(tenantId, id);
      if (!portion) throw new PortionNotFoundError();
      portion.withdraw(now);
      await this.cancellations.cancelOpenReservations(portion, now, reason);
      await this.portions.save(portion);
      await this.waitingLists.settle(portion, now);
      return this.getPortion.execute(tenantId, id);
    });
  }
}
