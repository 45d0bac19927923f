import { Injectable } from '@nestjs/common';
import { PhotoLinks } from '../../domain/portions/photo-links.js';
import { Portion, type PortionInput } from '../../domain/portions/portion.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { fieldError, InvalidInputError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { LocationRepository } from '../../domain/tenancy/index.js';
import { FoodSafetyContext } from './food-safety-context.js';
import { toPortionView, type PortionView } from './portion-view.js';

@Injectable()
export class CreatePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly locations: LocationRepository,
    private readonly foodSafety: FoodSafetyContext,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly photoLinks: PhotoLinks,
  ) {}

  async execute(actor: Actor, tenantId: string, input: PortionInput): Promise<PortionView> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const location = await this.locations.findById(tenantId, input.locationId);
      const locationErrors = location?.isActive
        ? []
        : [fieldError('locationId', 'unknown_reference', 'locationId must be an active location of this tenant')];
      let portion: Portion;
      try {
        const policy = await this.foodSafety.policyAt(tenantId, input.locationId);
        const measurer = await this.foodSafety.measurer(actor);
        portion = Portion.offer(input, { tenantId, userId: actor.userId, apiKey: actor.apiKey, measurer }, now, policy);
      } catch (error) {
        if (error instanceof InvalidInputError) throw new InvalidInputError([...locationErrors, ...error.errors]);
        throw error;
      }
      if (!location?.isActive) throw new InvalidInputError(locationErrors);
      await this.portions.save(portion);
      return toPortionView({ portion, locationName: location.toState().name }, now, this.photoLinks);
    });
  }
}
