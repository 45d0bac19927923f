import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { commissionForMonth, monthBounds } from '../../domain/partners/commission.js';
import { CommissionLedger } from '../../domain/partners/commission-ledger.js';
import { MonthNotEndedError } from '../../domain/partners/partners.errors.js';

/**
 * Writes one ledger line per attributed tenant (and partner) for a month that has ended. Idempotent and safe with
 * several instances: the month row is locked while writing and existing lines are kept. `now` is passed in,
 * so that the job and the tests decide what time it is.
 */
@Injectable()
export class WriteCommissionLinesUseCase {
  constructor(
    private readonly ledger: CommissionLedger,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(month: string, now: Date): Promise<{ written: number; closed: boolean }> {
    const { end } = monthBounds(month);
    if (now < end) throw new MonthNotEndedError(month);
    return this.unitOfWork.run(async () => {
      const { closedAt } = await this.ledger.lockMonth(month, now);
      if (closedAt) return { written: 0, closed: true };
      const rates = await this.ledger.commissionRates();
      const lines = (await this.ledger.billingHistory(end)).flatMap(({ tenantId, tenantName, periods }) =>
        commissionForMonth(month, periods, rates).map((share) => ({ ...share, tenantId, tenantName })),
      );
      return { written: await this.ledger.writeMonthlyLines(month, lines, now), closed: false };
    });
  }
}
