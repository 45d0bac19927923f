import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { CommissionLedger } from '../../domain/partners/commission-ledger.js';
import { WriteCommissionLinesUseCase } from './write-commission-lines.use-case.js';

/** The superadmin closes an ended month: its lines are written if the job has not yet, and no more are added. */
@Injectable()
export class CloseCommissionMonthUseCase {
  constructor(
    private readonly writeLines: WriteCommissionLinesUseCase,
    private readonly ledger: CommissionLedger,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(actor: Actor, month: string, now: Date): Promise<void> {
    return this.unitOfWork.run(async () => {
      const { closed } = await this.writeLines.execute(month, now);
      if (!closed) await this.ledger.closeMonth(month, actor.userId, now);
    });
  }
}
