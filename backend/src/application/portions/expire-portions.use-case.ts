import { Injectable } from '@nestjs/common';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WaitingLists } from './waiting-lists.port.js';
import { WithdrawalCancellations } from './withdrawal-cancellations.port.js';

/**
 * Writes down what reads already show: available portions whose window has closed are expired, and their waiting
 * lists end. A hot portion held longer than its organisation's limit is withdrawn for that reason, whatever its
 * pick-up time says: its open reservations are cancelled, like a withdrawal by the kitchen.
 */
@Injectable()
export class ExpirePortionsUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly waitingLists: WaitingLists,
    private readonly cancellations: WithdrawalCancellations,
    private readonly clock: Clock,
  ) {}

  /** Returns how many portions expired. Safe to run on several instances at once: each portion expires once. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const overdue = await this.portions.lockOverdue(now);
      for (const portion of overdue) {
        if (portion.heldTooLongAt(now)) {
          portion.withdraw(now, 'holding_time');
          await this.cancellations.cancelOpenReservations(portion, now, null);
        } else {
          portion.expire(now);
        }
      }
      await this.portions.saveAll(overdue);
      for (const portion of overdue) await this.waitingLists.settle(portion, now);
      return overdue.length;
    });
  }
}
