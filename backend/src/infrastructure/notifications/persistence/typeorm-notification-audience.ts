import type { Language } from '../../../domain/shared/language.js';
import { Injectable } from '@nestjs/common';
import type { Allergen, AllergenChange } from '../../../domain/portions/index.js';
import {
  NotificationAudience,
  type DueReminder,
  type NotificationChannel,
  type PortionNotice,
  type Recipient,
  type WaitingPerson,
} from '../../../domain/notifications/notification-audience.js';
import { REMINDER_LEAD_MS } from '../../../domain/notifications/notification-schedule.js';
import { reservableSql } from '../../../domain/portions/index.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** Active user of an active tenant; `p` is the preferences row. */
const QUALIFIES = `
  JOIN users u ON u.id = p.user_id AND u.is_active
  JOIN tenants t ON t.id = u.tenant_id AND t.is_active`;

const PUSH_READY = `(p.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = p.user_id))`;

interface RecipientRow {
  user_id: string;
  tenant_id: string;
  email: string;
  first_name: string;
  language: Language;
  location_ids: string[] | null;
  push_ready: boolean;
  new_portions_since: Date | null;
  last_instant_mail_at: Date | null;
}

interface NoticeRow {
  id: string;
  title: string;
  location_name: string;
  available_quantity: number;
  allergens: Allergen[];
  may_contain: Allergen[];
  allergens_declared: boolean;
  available_until: Date;
  created_at: Date;
}

interface ReminderRow {
  reservation_id: string;
  tenant_id: string;
  user_id: string;
  email: string;
  first_name: string;
  language: Language;
  push_ready: boolean;
  quantity: number;
  title: string;
  location_name: string;
  available_until: Date;
  allergens: Allergen[];
  may_contain: Allergen[];
  allergens_declared: boolean;
  pickup_code: string;
  notice: (AllergenChange & { kind: string; sinceReserved?: AllergenChange & { changes: number } }) | null;
}

@Injectable()
export class TypeormNotificationAudience extends NotificationAudience {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.uow.manager.query(sql, parameters);
  }

  async usersChoosing(mode: 'instant' | 'digest'): Promise<string[]> {
    const rows = await this.query<{ user_id: string }>(
      `SELECT p.user_id FROM notification_preferences p ${QUALIFIES} WHERE p.new_portions = $1`,
      [mode],
    );
    return rows.map((row) => row.user_id);
  }

  async lockRecipient(userId: string, mode: 'instant' | 'digest'): Promise<Recipient | null> {
    const rows = await this.query<RecipientRow>(
      `SELECT p.user_id, u.tenant_id, u.email, u.first_name, u.language, p.location_ids, ${PUSH_READY} AS push_ready, p.new_portions_since, p.last_instant_mail_at
       FROM notification_preferences p ${QUALIFIES}
       WHERE p.user_id = $1 AND p.new_portions = $2
       FOR UPDATE OF p SKIP LOCKED`,
      [userId, mode],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      userId: row.user_id,
      tenantId: row.tenant_id,
      email: row.email,
      firstName: row.first_name,
      language: row.language,
      locations: row.location_ids,
      pushReady: row.push_ready,
      newPortionsSince: row.new_portions_since,
      lastInstantMailAt: row.last_instant_mail_at,
    };
  }

  async reservablePortions(recipient: Recipient, now: Date, unannouncedOn?: NotificationChannel): Promise<PortionNotice[]> {
    // Tenant first: a portion of another tenant is never a candidate. A kitchen user is not told of their own portions.
    const rows = await this.query<NoticeRow>(
      `SELECT po.id, po.title, l.name AS location_name, po.available_quantity, po.allergens, po.may_contain, po.allergens_declared,
              po.available_until, po.created_at
       FROM portions po JOIN locations l ON l.id = po.location_id AND l.tenant_id = po.tenant_id AND l.is_active
       WHERE po.tenant_id = $1 AND ${reservableSql('po', '1', '$2')}
         AND po.created_by <> $3
         AND ($4::uuid[] IS NULL OR po.location_id = ANY($4::uuid[]))
         AND ($5::text IS NULL OR (po.created_at >= $6 AND NOT EXISTS (
           SELECT 1 FROM portion_notifications n WHERE n.user_id = $3 AND n.portion_id = po.id AND n.channel = $5)))
       ORDER BY po.created_at, po.id`,
      [recipient.tenantId, now, recipient.userId, recipient.locations, unannouncedOn ?? null, recipient.newPortionsSince ?? now],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      locationName: row.location_name,
      availableQuantity: row.available_quantity,
      allergens: row.allergens,
      mayContain: row.may_contain,
      allergensDeclared: row.allergens_declared,
      availableUntil: row.available_until,
      createdAt: row.created_at,
    }));
  }

  async markAnnounced(userId: string, portionIds: string[], channel: NotificationChannel, delivered: boolean, now: Date): Promise<void> {
    if (portionIds.length === 0) return;
    await this.query(
      `INSERT INTO portion_notifications (user_id, portion_id, channel, notified_at, delivered)
       SELECT $1, unnest($2::uuid[]), $3, $4, $5 ON CONFLICT DO NOTHING`,
      [userId, portionIds, channel, now, delivered],
    );
  }

  async pushesSince(userId: string, since: Date): Promise<number> {
    const rows = await this.query<{ count: string }>(
      `SELECT count(*) FROM portion_notifications WHERE user_id = $1 AND channel = 'push' AND delivered AND notified_at > $2`,
      [userId, since],
    );
    return Number(rows[0].count);
  }

  async recordInstantMail(userId: string, at: Date): Promise<void> {
    await this.query(`UPDATE notification_preferences SET last_instant_mail_at = $2 WHERE user_id = $1`, [userId, at]);
  }

  async digestSentOn(userId: string, day: string): Promise<boolean> {
    const rows = await this.query<{ sent: boolean }>(
      `SELECT last_digest_day = $2::date AS sent FROM notification_preferences WHERE user_id = $1`,
      [userId, day],
    );
    return rows[0]?.sent === true;
  }

  async recordDigest(userId: string, day: string): Promise<void> {
    await this.query(`UPDATE notification_preferences SET last_digest_day = $2::date WHERE user_id = $1`, [userId, day]);
  }

  async claimDueReminders(now: Date, limit: number): Promise<DueReminder[]> {
    // The insert is the claim: the primary key lets one instance win, the others skip (also after a restart).
    // Only reservations made before the reminder moment get one; someone who reserves in the last half hour needs none.
    const rows = await this.query<ReminderRow>(
      `WITH due AS (
         SELECT r.id FROM reservations r
         JOIN portions po ON po.id = r.portion_id AND po.tenant_id = r.tenant_id
         JOIN locations l ON l.id = po.location_id AND l.is_active
         JOIN users u ON u.id = r.user_id AND u.is_active
         JOIN tenants t ON t.id = r.tenant_id AND t.is_active
         LEFT JOIN notification_preferences p ON p.user_id = r.user_id
         WHERE r.status = 'reserved' AND po.available_until > $1 AND po.available_until <= $2
           AND r.reserved_at <= po.available_until - $3 * interval '1 millisecond'
           AND coalesce(p.reminders, true)
           AND NOT EXISTS (SELECT 1 FROM reservation_reminders rr WHERE rr.reservation_id = r.id)
         ORDER BY po.available_until LIMIT $4
       ), claimed AS (
         INSERT INTO reservation_reminders (reservation_id, sent_at) SELECT id, $1 FROM due
         ON CONFLICT DO NOTHING RETURNING reservation_id
       )
       SELECT r.id AS reservation_id, r.tenant_id, r.user_id, u.email, u.first_name, u.language, r.quantity, r.pickup_code,
              coalesce(p.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = r.user_id), false) AS push_ready,
              po.title, l.name AS location_name, po.available_until, po.allergens, po.may_contain, po.allergens_declared, r.notice
       FROM claimed c JOIN reservations r ON r.id = c.reservation_id
       JOIN users u ON u.id = r.user_id JOIN portions po ON po.id = r.portion_id JOIN locations l ON l.id = po.location_id
       LEFT JOIN notification_preferences p ON p.user_id = r.user_id`,
      [now, new Date(now.getTime() + REMINDER_LEAD_MS), REMINDER_LEAD_MS, limit],
    );
    return rows.map(toReminder);
  }

  async reservationNotice(tenantId: string, reservationId: string): Promise<DueReminder | null> {
    const [row] = await this.query<ReminderRow>(
      `SELECT r.id AS reservation_id, r.tenant_id, r.user_id, u.email, u.first_name, u.language, r.quantity, r.pickup_code,
              coalesce(p.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = r.user_id), false) AS push_ready,
              po.title, l.name AS location_name, po.available_until, po.allergens, po.may_contain, po.allergens_declared, r.notice
       FROM reservations r
       JOIN users u ON u.id = r.user_id AND u.is_active JOIN portions po ON po.id = r.portion_id JOIN locations l ON l.id = po.location_id
       LEFT JOIN notification_preferences p ON p.user_id = r.user_id
       WHERE r.tenant_id = $1 AND r.id = $2 AND r.status = 'reserved'`,
      [tenantId, reservationId],
    );
    return row ? toReminder(row) : null;
  }

  async changedReservationHolder(tenantId: string, reservationId: string): Promise<(DueReminder & { reservationChanges: boolean }) | null> {
    const [row] = await this.query<ReminderRow & { reservation_changes: boolean }>(
      `SELECT r.id AS reservation_id, r.tenant_id, r.user_id, u.email, u.first_name, u.language, r.quantity, r.pickup_code,
              coalesce(p.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = r.user_id), false) AS push_ready,
              coalesce(p.reservation_changes, true) AS reservation_changes,
              po.title, l.name AS location_name, po.available_until, po.allergens, po.may_contain, po.allergens_declared, r.notice
       FROM reservations r
       JOIN users u ON u.id = r.user_id AND u.is_active JOIN portions po ON po.id = r.portion_id JOIN locations l ON l.id = po.location_id
       LEFT JOIN notification_preferences p ON p.user_id = r.user_id
       WHERE r.tenant_id = $1 AND r.id = $2`,
      [tenantId, reservationId],
    );
    return row ? { ...toReminder(row), reservationChanges: row.reservation_changes } : null;
  }

  async waitingPeople(tenantId: string, portionId: string, userIds: string[]): Promise<WaitingPerson[]> {
    const rows = await this.query<WaitingRow>(
      `SELECT u.id AS user_id, u.email, u.first_name, u.language,
              coalesce(p.push AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id), false) AS push_ready,
              coalesce(p.reservation_changes, true) AS reservation_changes,
              po.title, l.name AS location_name, po.available_until
       FROM portions po JOIN locations l ON l.id = po.location_id
       JOIN users u ON u.tenant_id = po.tenant_id AND u.id = ANY($3::uuid[]) AND u.is_active
       LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE po.tenant_id = $1 AND po.id = $2`,
      [tenantId, portionId, userIds],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      language: row.language,
      pushReady: row.push_ready,
      reservationChanges: row.reservation_changes,
      portionTitle: row.title,
      locationName: row.location_name,
      availableUntil: row.available_until,
    }));
  }
}

interface WaitingRow {
  user_id: string;
  email: string;
  first_name: string;
  language: Language;
  push_ready: boolean;
  reservation_changes: boolean;
  title: string;
  location_name: string;
  available_until: Date;
}

function toReminder(row: ReminderRow): DueReminder {
  return {
    reservationId: row.reservation_id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    language: row.language,
    pushReady: row.push_ready,
    quantity: row.quantity,
    portionTitle: row.title,
    locationName: row.location_name,
    availableUntil: row.available_until,
    allergens: row.allergens,
    mayContain: row.may_contain,
    allergensDeclared: row.allergens_declared,
    pickupCode: row.pickup_code,
    changesSinceReserved:
      row.notice?.kind === 'allergens_changed'
        ? (row.notice.sinceReserved ?? { ...changeOf(row.notice), changes: 1 }) // stored before 29 November 2026: one change
        : null,
  };
}

/** The allergen lists of a stored notice (jsonb), nothing else of it. */
function changeOf(notice: AllergenChange): AllergenChange {
  const { allergensAdded, allergensRemoved, mayContainAdded, mayContainRemoved } = notice;
  return { allergensAdded, allergensRemoved, mayContainAdded, mayContainRemoved };
}
