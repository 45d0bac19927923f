import { Injectable } from '@nestjs/common';
import { PaymentRepository } from '../../domain/payments/payment.repository.js';
import { LATE_HANDOVER_MS } from '../../domain/reservations/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

const MAX_PER_RUN = 100;
/**
 * How far back a no-show is still refunded: a day. Turning `refundNoShows` on refunds the no-shows from then on,
 * not the organisation's whole past.
 */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/**
 * With `refundNoShows` on, a paid reservation that became a no-show (still `reserved` when the late hand-over after
 * its portion's pick-up ended) is refunded in full through the refund outbox, as a cancelled one is. Off (the
 * default), nothing happens: the money stays with the organisation.
 */
@Injectable()
export class RefundNoShowsUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** How many refunds it queued. */
  execute(): Promise<number> {
    return this.unitOfWork.run(async () => {
      const endedBefore = new Date(this.clock.now().getTime() - LATE_HANDOVER_MS);
      const endedSince = new Date(endedBefore.getTime() - LOOK_BACK_MS);
      const due = await this.payments.claimNoShows(endedSince, endedBefore, MAX_PER_RUN);
      let queued = 0;
      for (const payment of due) {
        if (!payment.requestRefund()) continue;
        await this.payments.save(payment);
        await this.payments.queueRefund(payment);
        queued++;
      }
      return queued;
    });
  }
}
