import { Injectable } from '@nestjs/common';
import type { CheckInput } from '../../domain/portions/food-safety.js';
import { PortionNotFoundError } from '../../domain/portions/portion.errors.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { FoodSafetyContext } from './food-safety-context.js';
import { toTemperatureView, type TemperatureView } from './portion-view.js';
import { WaitingLists } from './waiting-lists.port.js';
import { WithdrawalCancellations } from './withdrawal-cancellations.port.js';

/**
 * A temperature checked during the offer, or a correction of an earlier one. A check that breaks the holding
 * temperature withdraws the portion in the same transaction: its open reservations are cancelled and its waiting
 * list ends, as when the kitchen withdraws it.
 */
@Injectable()
export class RecordTemperatureCheckUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly foodSafety: FoodSafetyContext,
    private readonly cancellations: WithdrawalCancellations,
    private readonly waitingLists: WaitingLists,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, tenantId: string, portionId: string, input: CheckInput): Promise<TemperatureView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(tenantId, portionId);
      if (!portion) throw new PortionNotFoundError();
      const { foodSafety } = await this.foodSafety.policyAt(tenantId, portion.locationId);
      const { entry, withdrawn } = portion.recordCheck(input, await this.foodSafety.measurer(actor), now, foodSafety);
      if (withdrawn) await this.cancellations.cancelOpenReservations(portion, now, null);
      await this.portions.save(portion);
      if (withdrawn) await this.waitingLists.settle(portion, now);
      return toTemperatureView(entry);
    });
  }
}
