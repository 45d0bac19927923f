import { Injectable } from '@nestjs/common';
import { PersonalDataStore, type PersonalData } from '../../../domain/data-rights/personal-data.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** The one place that knows every table holding something about a person. */
@Injectable()
export class TypeormPersonalDataStore extends PersonalDataStore {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async read(userId: string): Promise<PersonalData> {
    const db = this.uow.manager;
    const [profile] = await db.query(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.employee_number AS "employeeNumber",
              u.role, u.tenant_id AS "tenantId",
              t.name AS "tenantName", u.is_active AS "isActive", u.created_at AS "createdAt"
         FROM users u LEFT JOIN tenants t ON t.id = u.tenant_id WHERE u.id = $1`,
      [userId],
    );
    const reservations = await db.query(
      `SELECT r.id, r.portion_id AS "portionId", p.title AS "portionTitle", l.name AS "locationName",
              p.allergens AS "portionAllergens", p.may_contain AS "portionMayContain", p.diet AS "portionDiet", r.quantity, r.status,
              r.reserved_at AS "reservedAt", r.picked_up_at AS "pickedUpAt", r.cancelled_at AS "cancelledAt"
         FROM reservations r JOIN portions p ON p.id = r.portion_id JOIN locations l ON l.id = p.location_id
        WHERE r.user_id = $1 AND r.tenant_id = $2
        ORDER BY r.reserved_at DESC, r.id`,
      [userId, profile.tenantId],
    );
    const [notificationPreferences] = await db.query(
      `SELECT new_portions AS "newPortions", location_ids AS "locations", push, reminders, reservation_changes AS "reservationChanges"
       FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    const pushDevices = await db.query(
      `SELECT endpoint, created_at AS "createdAt" FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    const wasteRecords = await db.query(
      `SELECT w.id, l.name AS "locationName", w.weight_grams AS "weightGrams", w.stage, w.reason_code AS "reasonCode",
              w.destination, w.recorded_at AS "recordedAt", w.note, w.created_at AS "createdAt"
         FROM waste_records w JOIN locations l ON l.id = w.location_id
        WHERE w.recorded_by = $1 AND w.tenant_id = $2
        ORDER BY w.recorded_at DESC, w.id`,
      [userId, profile.tenantId],
    );
    // Only since when: the token's hash would let nobody in, but it is no data about the person either.
    const [calendarFeed] = await db.query(`SELECT created_at AS "createdAt" FROM calendar_feeds WHERE user_id = $1`, [userId]);
    return {
      profile,
      reservations,
      notificationPreferences: notificationPreferences ?? null,
      pushDevices,
      wasteRecords,
      calendarFeed: calendarFeed ?? null,
    };
  }

  async eraseTraces(user: { id: string; email: string }): Promise<void> {
    const db = this.uow.manager;
    await db.query(`DELETE FROM outbound_emails WHERE recipient = $1`, [user.email]);
    await db.query(`DELETE FROM password_reset_requests WHERE email = $1`, [user.email]);
    await db.query(`DELETE FROM password_tokens WHERE user_id = $1`, [user.id]);
    await db.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [user.id]);
    await db.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [user.id]);
    await db.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [user.id]);
    await db.query(`UPDATE lead_status_changes SET changed_by_name = 'Verwijderde gebruiker' WHERE changed_by = $1`, [user.id]);
  }
}
