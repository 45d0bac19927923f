import { Injectable } from '@nestjs/common';
import { NotificationPreferences, type NotificationChoices } from '../../domain/notifications/notification-preferences.js';
import { NotificationPreferencesRepository } from '../../domain/notifications/notification-preferences.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { tenantOf } from './tenant-of.js';

@Injectable()
export class GetNotificationPreferencesQuery {
  constructor(private readonly preferences: NotificationPreferencesRepository) {}

  async execute(actor: Actor): Promise<NotificationChoices> {
    const stored = await this.preferences.findByUser(actor.userId);
    return (stored ?? NotificationPreferences.defaults(actor.userId, tenantOf(actor))).choices();
  }
}
