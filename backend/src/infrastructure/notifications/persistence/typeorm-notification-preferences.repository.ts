import { Injectable } from '@nestjs/common';
import { NotificationPreferences, type NewPortionsMode } from '../../../domain/notifications/notification-preferences.js';
import { NotificationPreferencesRepository } from '../../../domain/notifications/notification-preferences.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

interface PreferencesRow {
  user_id: string;
  tenant_id: string;
  new_portions: NewPortionsMode;
  location_ids: string[] | null;
  push: boolean;
  reminders: boolean;
  reservation_changes: boolean;
  new_portions_since: Date | null;
}

const COLUMNS = 'user_id, tenant_id, new_portions, location_ids, push, reminders, new_portions_since, reservation_changes';

@Injectable()
export class TypeormNotificationPreferencesRepository extends NotificationPreferencesRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  findByUser(userId: string): Promise<NotificationPreferences | null> {
    return this.find(userId, '');
  }

  findByUserForUpdate(userId: string): Promise<NotificationPreferences | null> {
    return this.find(userId, 'FOR UPDATE');
  }

  async save(preferences: NotificationPreferences): Promise<void> {
    const s = preferences.toState();
    // The jobs' bookkeeping columns are left alone: only the user's choices are written here.
    await this.uow.manager.query(
      `INSERT INTO notification_preferences (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET new_portions = $3, location_ids = $4, push = $5, reminders = $6, new_portions_since = $7,
         reservation_changes = $8`,
      [s.userId, s.tenantId, s.newPortions, s.locations, s.push, s.reminders, s.newPortionsSince, s.reservationChanges],
    );
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
  }

  private async find(userId: string, lock: string): Promise<NotificationPreferences | null> {
    const rows: PreferencesRow[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM notification_preferences WHERE user_id = $1 ${lock}`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return NotificationPreferences.restore({
      userId: row.user_id,
      tenantId: row.tenant_id,
      newPortions: row.new_portions,
      locations: row.location_ids,
      push: row.push,
      reminders: row.reminders,
      reservationChanges: row.reservation_changes,
      newPortionsSince: row.new_portions_since,
    });
  }
}
