import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { Partner, PartnerChanges } from '../../domain/partners/partner.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { PartnerNotFoundError } from '../../domain/partners/partners.errors.js';

/** The superadmin changes a partner's commission rate or deactivates them (an inactive partner's code is ignored). */
@Injectable()
export class UpdatePartnerUseCase {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(id: string, changes: PartnerChanges): Promise<Partner> {
    return this.unitOfWork.run(async () => {
      const partner = await this.partners.findById(id);
      if (!partner) throw new PartnerNotFoundError();
      partner.applyChanges(changes);
      await this.partners.save(partner);
      return partner;
    });
  }
}
