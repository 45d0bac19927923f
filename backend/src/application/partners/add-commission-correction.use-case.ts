import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { monthBounds } from '../../domain/partners/commission.js';
import { CommissionLedger, type CommissionLineView, type NewCorrection } from '../../domain/partners/commission-ledger.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { AlreadyPaidError, MonthNotEndedError, PartnerNotFoundError } from '../../domain/partners/partners.errors.js';

/** Lines are never edited or deleted: the superadmin corrects with a new line (positive or negative) in an ended, unpaid month. */
@Injectable()
export class AddCommissionCorrectionUseCase {
  constructor(
    private readonly ledger: CommissionLedger,
    private readonly partners: PartnerRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(correction: NewCorrection): Promise<CommissionLineView> {
    const now = this.clock.now();
    if (now < monthBounds(correction.month).end) throw new MonthNotEndedError(correction.month);
    return this.unitOfWork.run(async () => {
      if (!(await this.partners.findById(correction.partnerId))) throw new PartnerNotFoundError();
      await this.ledger.lockMonth(correction.month, now);
      if (await this.ledger.isPaid(correction.month, correction.partnerId)) throw new AlreadyPaidError();
      return this.ledger.addCorrection(correction, now);
    });
  }
}
