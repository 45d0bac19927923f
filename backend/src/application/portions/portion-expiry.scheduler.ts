import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ExpirePortionsUseCase } from './expire-portions.use-case.js';

export const EXPIRY_INTERVAL_MS = 60_000;

/** Runs the expiry every minute; stops with the app and waits for a run in progress. */
@Injectable()
export class PortionExpiryScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PortionExpiry');
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(private readonly expirePortions: ExpirePortionsUseCase) {}

  onApplicationBootstrap(): void {
    // unref: a pending tick never keeps the process (or jest) alive on its own.
    this.timer = setInterval(() => this.tick(), EXPIRY_INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.expirePortions
      .execute()
      .then((count) => {
        if (count > 0) this.logger.log(`${count} portion(s) expired`);
      })
      .catch((error: unknown) => this.logger.error('Expiring portions failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => {
        this.running = null;
      });
  }
}
