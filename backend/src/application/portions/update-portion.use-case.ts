import { Injectable } from '@nestjs/common';
import { allergenChange } from '../../domain/portions/food-information.js';
import type { PortionChanges } from '../../domain/portions/portion.js';
import { PortionNotFoundError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { GetPortionQuery } from './get-portion.query.js';
import type { PortionView } from './portion-view.js';
import type { Actor } from '../../domain/shared/actor.js';
import { FoodSafetyContext } from './food-safety-context.js';
import { WaitingLists } from './waiting-lists.port.js';
import { WithdrawalCancellations } from './withdrawal-cancellations.port.js';

@Injectable()
export class UpdatePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly getPortion: GetPortionQuery,
    private readonly foodSafety: FoodSafetyContext,
    private readonly waitingLists: WaitingLists,
    private readonly openReservations: WithdrawalCancellations,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, tenantId: string, id: string, changes: PortionChanges): Promise<PortionView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(tenantId, id);
      if (!portion) throw new PortionNotFoundError();
      const policy = await this.foodSafety.policyAt(tenantId, portion.locationId);
      const before = portion.toState();
      portion.edit(changes, now, policy, await this.foodSafety.measurer(actor));
      await this.portions.save(portion);
      // Whoever reserved it is told what the kitchen added or removed.
      const change = allergenChange(before, portion.toState());
      if (change) await this.openReservations.noticeAllergenChange(portion, change, now);
      // A raised quantity goes to who waits first.
      await this.waitingLists.settle(portion, now);
      return this.getPortion.execute(tenantId, id);
    });
  }
}
