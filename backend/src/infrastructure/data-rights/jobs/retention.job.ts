import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ApplyRetentionUseCase } from '../../../application/data-rights/apply-retention.use-case.js';
import { Clock } from '../../../domain/shared/clock.js';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { errorText, PeriodicRun } from '../../platform/jobs/periodic-run.js';

const RETENTION_INTERVAL_MS = 60 * 60_000;

/** Checks every hour; each retention job still runs only once a day across all instances. */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Retention');
  private readonly schedule = new PeriodicRun(
    'retention',
    () => this.apply(),
    (error) => this.logger.error('Retention failed', errorText(error)),
  );

  constructor(
    private readonly applyRetention: ApplyRetentionUseCase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule.start(RETENTION_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Runs the job now, or joins the run in progress (tests and the timer alike). */
  runDue(): Promise<void> {
    return this.schedule.runDue();
  }

  private async apply(): Promise<void> {
    const removed = await this.applyRetention.execute(this.clock.now(), this.config.leadRetentionDays);
    for (const [job, count] of Object.entries(removed)) this.logger.log(`retention ${job}: ${count} row(s) erased`);
  }
}
