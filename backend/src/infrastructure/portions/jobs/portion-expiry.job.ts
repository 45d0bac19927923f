import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ExpirePortionsUseCase } from '../../../application/portions/expire-portions.use-case.js';
import { errorText, PeriodicRun } from '../../platform/jobs/periodic-run.js';

export const EXPIRY_INTERVAL_MS = 60_000;

/** Runs the expiry every minute; stops with the app and waits for a run in progress. */
@Injectable()
export class PortionExpiryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PortionExpiry');
  private readonly schedule = new PeriodicRun(
    'portion-expiry',
    () => this.expire(),
    (error) => this.logger.error('Expiring portions failed', errorText(error)),
  );

  constructor(private readonly expirePortions: ExpirePortionsUseCase) {}

  onApplicationBootstrap(): void {
    this.schedule.start(EXPIRY_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Runs the job now, or joins the run in progress (tests and the timer alike). */
  runDue(): Promise<void> {
    return this.schedule.runDue();
  }

  private async expire(): Promise<void> {
    const count = await this.expirePortions.execute();
    if (count > 0) this.logger.log(`${count} portion(s) expired`);
  }
}
