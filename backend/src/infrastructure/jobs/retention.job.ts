import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ApplyRetentionUseCase } from '../../application/data-rights/apply-retention.use-case.js';
import { Clock } from '../../domain/shared/clock.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../modules/config.module.js';

const RETENTION_INTERVAL_MS = 60 * 60_000;

/** Checks every hour; each retention job still runs only once a day across all instances. */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(
    private readonly applyRetention: ApplyRetentionUseCase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), RETENTION_INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.applyRetention
      .execute(this.clock.now(), this.config.leadRetentionDays)
      .then((removed) => {
        for (const [job, count] of Object.entries(removed)) this.logger.log(`retention ${job}: ${count} row(s) erased`);
      })
      .catch((error: unknown) => this.logger.error('Retention failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => {
        this.running = null;
      });
  }
}
