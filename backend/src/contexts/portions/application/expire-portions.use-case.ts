import { Injectable } from '@nestjs/common';
import { LiveEventPublisher, portionEvent, type LiveEvent } from '../../../platform/realtime/live-events.js';
import { PortionRepository } from '../domain/portion.repository.js';
import { Clock } from '../../../platform/domain/clock.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';

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
  async execute(): Promise<number> {
    const now = this.clock.now();
    const events: LiveEvent[] = await this.unitOfWork.run(async () =>
      (await this.portions.expireOverdue(now)).map((portion) => portionEvent('portion.updated', portion, now)),
    );
    await this.events.publish(events);
    return events.length;
  }
}
