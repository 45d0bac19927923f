import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { monthOf, previousMonth } from '../../domain/partners/commission.js';
import { WriteCommissionLinesUseCase } from './write-commission-lines.use-case.js';

export const LEDGER_INTERVAL_MS = 60 * 60_000;

/** Every hour, on every instance, writes the last month's lines; the use case makes repeats and races harmless. */
@Injectable()
export class CommissionLedgerScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CommissionLedger');
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(
    private readonly writeLines: WriteCommissionLinesUseCase,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), LEDGER_INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    const now = this.clock.now();
    const month = previousMonth(monthOf(now));
    this.running = this.writeLines
      .execute(month, now)
      .then(({ written }) => {
        if (written > 0) this.logger.log(`${written} commission line(s) written for ${month}`);
      })
      .catch((error: unknown) => this.logger.error('Writing commission lines failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => {
        this.running = null;
      });
  }
}
