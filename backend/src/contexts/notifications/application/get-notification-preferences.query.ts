import { Injectable } from '@nestjs/common';
import { NotificationPreferences, type NotificationChoices } from '../domain/notification-preferences.js';
import { NotificationPreferencesRepository } from '../domain/notification-preferences.repository.js';
import type { Actor } from '../../../platform/domain/actor.js';
import { tenantOf } from './tenant-of.js';

@Injectable()
export class GetNotificationPreferencesQuery {
  constructor(private readonly preferences: NotificationPreferencesRepository) {}

  async execute(actor: Actor): Promise<NotificationChoices> {
    const stored = await this.preferences.findByUser(actor.userId);
    return (stored ?? NotificationPreferences.defaults(actor.userId, tenantOf(actor))).choices();
  }
}
