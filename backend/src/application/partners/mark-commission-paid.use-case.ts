import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { CommissionLedger } from '../../domain/partners/commission-ledger.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { AlreadyPaidError, MonthNotClosedError, PartnerNotFoundError } from '../../domain/partners/partners.errors.js';

/** The superadmin records that a partner's commission of a closed month was paid, with the date and a reference. */
@Injectable()
export class MarkCommissionPaidUseCase {
  constructor(
    private readonly ledger: CommissionLedger,
    private readonly partners: PartnerRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, month: string, partnerId: string, paidOn: string, reference: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const state = await this.ledger.lockExistingMonth(month);
      if (!state?.closedAt) throw new MonthNotClosedError(month);
      if (!(await this.partners.findById(partnerId))) throw new PartnerNotFoundError();
      if (await this.ledger.isPaid(month, partnerId)) throw new AlreadyPaidError();
      await this.ledger.recordPayout(month, partnerId, paidOn, reference, actor.userId, this.clock.now());
    });
  }
}
