import { Injectable } from '@nestjs/common';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WaitingLists } from './waiting-lists.port.js';

/** Writes down what reads already show: available portions whose window has closed are expired, and their waiting lists end. */
@Injectable()
export class ExpirePortionsUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly waitingLists: WaitingLists,
    private readonly clock: Clock,
  ) {}

  /** Returns how many portions expired. Safe to run on several instances at once: each portion expires once. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const overdue = await this.portions.lockOverdue(now);
      for (const portion of overdue) portion.expire(now);
      await this.portions.saveAll(overdue);
      for (const portion of overdue) await this.waitingLists.settle(portion, now);
      return overdue.length;
    });
  }
}
