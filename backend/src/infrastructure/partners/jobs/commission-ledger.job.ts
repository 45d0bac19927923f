import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { WriteCommissionLinesUseCase } from '../../../application/partners/write-commission-lines.use-case.js';
import { monthOf, previousMonth } from '../../../domain/partners/commission.js';
import { Clock } from '../../../domain/shared/clock.js';
import { errorText, PeriodicRun } from '../../platform/jobs/periodic-run.js';

const LEDGER_INTERVAL_MS = 60 * 60_000;

/** Every hour, on every instance, writes the last month's lines; the use case makes repeats and races harmless. */
@Injectable()
export class CommissionLedgerJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CommissionLedger');
  private readonly schedule = new PeriodicRun(
    'commission-ledger',
    () => this.write(),
    (error) => this.logger.error('Writing commission lines failed', errorText(error)),
  );

  constructor(
    private readonly writeLines: WriteCommissionLinesUseCase,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule.start(LEDGER_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Runs the job now, or joins the run in progress (tests and the timer alike). */
  runDue(): Promise<void> {
    return this.schedule.runDue();
  }

  private async write(): Promise<void> {
    const now = this.clock.now();
    const month = previousMonth(monthOf(now));
    const { written } = await this.writeLines.execute(month, now);
    if (written > 0) this.logger.log(`${written} commission line(s) written for ${month}`);
  }
}
