import type { NotificationPreferences } from './notification-preferences.js';

/** A user's choices. A user without a stored row has the defaults. */
export abstract class NotificationPreferencesRepository {
  abstract findByUser(userId: string): Promise<NotificationPreferences | null>;
  /** Locks the user's row (if any) until the unit of work ends. */
  abstract findByUserForUpdate(userId: string): Promise<NotificationPreferences | null>;
  abstract save(preferences: NotificationPreferences): Promise<void>;
  abstract deleteByUser(userId: string): Promise<void>;
}
