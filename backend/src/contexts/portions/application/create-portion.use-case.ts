import { Injectable } from '@nestjs/common';
import { PhotoLinks } from '../domain/photo-links.js';
import { Portion, type PortionInput } from '../domain/portion.js';
import { PortionRepository } from '../domain/portion.repository.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { Clock } from '../../../platform/domain/clock.js';
import { fieldError, InvalidInputError } from '../../../platform/domain/domain-error.js';
import { UnitOfWork } from '../../../platform/domain/unit-of-work.js';
import { TenantSettingsRepository } from '../../settings/index.js';
import { LocationRepository } from '../../tenancy/index.js';
import { toPortionView, type PortionView } from './portion-view.js';

@Injectable()
export class CreatePortionUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly locations: LocationRepository,
    private readonly settings: TenantSettingsRepository,
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
        const { defaultPriceCents, maxHoursPreparedToEnd } = await this.settings.findByTenant(tenantId);
        portion = Portion.offer(input, { tenantId, userId: actor.userId, apiKey: actor.apiKey }, now, {
          defaultPriceCents,
          maxHoursPreparedToEnd,
        });
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
