import { Injectable } from '@nestjs/common';
import type { FoodSafetyPolicy, Measurer } from '../../domain/portions/food-safety.js';
import type { OfferPolicy } from '../../domain/portions/portion.js';
import type { Actor } from '../../domain/shared/actor.js';
import { UserRepository } from '../../domain/identity/index.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';

/** What a portion's use cases need to apply the organisation's food safety: its limits at a location, and who measures. */
@Injectable()
export class FoodSafetyContext {
  constructor(
    private readonly settings: TenantSettingsRepository,
    private readonly users: UserRepository,
  ) {}

  /** The tenant's offer policy, with the food safety limits of `locationId`. */
  async policyAt(tenantId: string, locationId: string): Promise<OfferPolicy & { foodSafety: FoodSafetyPolicy }> {
    const settings = await this.settings.findByTenant(tenantId);
    return {
      defaultPriceCents: settings.defaultPriceCents,
      maxHoursPreparedToEnd: settings.maxHoursPreparedToEnd,
      foodSafety: settings.foodSafetyAt(locationId),
    };
  }

  /** The person (or API key) measuring, by the name the record keeps. */
  async measurer(actor: Actor): Promise<Measurer> {
    if (actor.apiKey) return { id: actor.userId, name: actor.apiKey.name };
    const user = await this.users.findById(actor.userId);
    return { id: actor.userId, name: user ? `${user.toState().firstName} ${user.toState().lastName}`.trim() : '' };
  }
}
