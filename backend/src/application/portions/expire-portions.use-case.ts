import { Injectable } from '@nestjs/common';
import { LiveEventPublisher, portionEvent } from '../../domain/portions/live-events.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/** Writes down what reads already show: available portions whose window has closed are expired. */
@Injectable()
export class ExpirePortionsUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly events: LiveEventPublisher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Returns how many portions expired. Safe to run on several instances at once: each portion expires once. */
  execute(): Promise<number> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const expired = await this.portions.expireOverdue(now);
      for (const portion of expired) await this.events.publish(portionEvent('portion.updated', portion, now));
      return expired.length;
    });
  }
}
