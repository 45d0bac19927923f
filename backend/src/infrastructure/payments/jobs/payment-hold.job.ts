import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ExpireHeldPaymentsUseCase } from '../../../application/payments/expire-held-payments.use-case.js';
import { RefundNoShowsUseCase } from '../../../application/payments/refund-no-shows.use-case.js';
import { errorText, PeriodicRun } from '../../platform/jobs/periodic-run.js';

export const PAYMENT_HOLD_INTERVAL_MS = 30_000;

/**
 * Every 30 seconds: open payments whose hold ended are read from Mollie once more and settled
 * (ExpireHeldPaymentsUseCase), and paid no-shows are refunded where the organisation chose so (RefundNoShowsUseCase).
 */
@Injectable()
export class PaymentHoldJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentHold');
  private readonly schedule = new PeriodicRun(
    'payment-hold',
    () => this.expire(),
    (error) => this.logger.error('Settling held payments failed', errorText(error)),
  );

  constructor(
    private readonly expireHeld: ExpireHeldPaymentsUseCase,
    private readonly refundNoShows: RefundNoShowsUseCase,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule.start(PAYMENT_HOLD_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Runs the job now, or joins the run in progress (tests and the timer alike). */
  runDue(): Promise<void> {
    return this.schedule.runDue();
  }

  private async expire(): Promise<void> {
    const count = await this.expireHeld.execute();
    if (count > 0) this.logger.log(`${count} held payment(s) settled`);
    const refunds = await this.refundNoShows.execute();
    if (refunds > 0) this.logger.log(`${refunds} no-show refund(s) queued`);
  }
}
