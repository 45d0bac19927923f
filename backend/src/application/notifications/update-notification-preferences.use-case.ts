import { Injectable } from '@nestjs/common';
import { NotificationPreferences, type NotificationChoices } from '../../domain/notifications/notification-preferences.js';
import { NotificationPreferencesRepository } from '../../domain/notifications/notification-preferences.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { LocationRepository } from '../../domain/tenancy/index.js';
import { tenantOf } from './tenant-of.js';

@Injectable()
export class UpdateNotificationPreferencesUseCase {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly locations: LocationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** An absent reservationChanges keeps what the user chose (clients from before it existed do not send it). */
  async execute(
    actor: Actor,
    choices: Omit<NotificationChoices, 'reservationChanges'> & { reservationChanges?: boolean },
  ): Promise<NotificationChoices> {
    const tenantId = tenantOf(actor);
    return this.unitOfWork.run(async () => {
      // The repository is tenant-scoped: another tenant's location is simply not found. One at a time: the
      // queries share the transaction's connection.
      const tenantLocationIds = new Set<string>();
      for (const id of choices.locations ?? []) {
        const location = await this.locations.findById(tenantId, id);
        if (location) tenantLocationIds.add(location.id);
      }
      const preferences =
        (await this.preferences.findByUserForUpdate(actor.userId)) ?? NotificationPreferences.defaults(actor.userId, tenantId);
      const reservationChanges = choices.reservationChanges ?? preferences.choices().reservationChanges;
      preferences.choose({ ...choices, reservationChanges }, tenantLocationIds, this.clock.now());
      await this.preferences.save(preferences);
      return preferences.choices();
    });
  }
}
