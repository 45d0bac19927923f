import { Injectable } from '@nestjs/common';
import type { Allergen } from '../../../domain/portions/index.js';
import type { Language } from '../../../domain/shared/language.js';
import {
  CalendarFeedRepository,
  type CalendarFeedAddress,
  type CalendarFeedOwner,
  type CalendarReservation,
} from '../../../domain/notifications/calendar-feed.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';

/** More than anyone holds at once (the reservation cap is far lower); a bound on what one fetch reads. */
const FEED_MAX_ENTRIES = 500;

interface EntryRow {
  id: string;
  quantity: number;
  pickup_code: string;
  reserved_at: Date;
  title: string;
  location_name: string;
  available_until: Date;
  allergens: Allergen[];
  may_contain: Allergen[];
  allergens_declared: boolean;
}

@Injectable()
export class TypeormCalendarFeedRepository extends CalendarFeedRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async createdAt(owner: { tenantId: string; userId: string }): Promise<Date | null> {
    const [row]: { created_at: Date }[] = await this.uow.manager.query(
      `SELECT created_at FROM calendar_feeds WHERE tenant_id = $1 AND user_id = $2`,
      [owner.tenantId, owner.userId],
    );
    return row?.created_at ?? null;
  }

  async save(feed: CalendarFeedAddress): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO calendar_feeds (user_id, tenant_id, token_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
      [feed.owner.userId, feed.owner.tenantId, feed.tokenHash, feed.createdAt],
    );
    this.uow.collect(feed);
  }

  async findOwner(tokenHash: string): Promise<CalendarFeedOwner | null> {
    const [row]: { tenant_id: string; user_id: string; language: Language }[] = await this.uow.manager.query(
      `SELECT f.tenant_id, f.user_id, u.language FROM calendar_feeds f
         JOIN users u ON u.id = f.user_id AND u.tenant_id = f.tenant_id AND u.is_active
         JOIN tenants t ON t.id = f.tenant_id AND t.is_active
        WHERE f.token_hash = $1`,
      [tokenHash],
    );
    return row ? { tenantId: row.tenant_id, userId: row.user_id, language: row.language } : null;
  }

  async openReservations(owner: CalendarFeedOwner, since: Date): Promise<CalendarReservation[]> {
    const rows: EntryRow[] = await this.uow.manager.query(
      `SELECT r.id, r.quantity, r.pickup_code, r.reserved_at, p.title, l.name AS location_name, p.available_until,
              p.allergens, p.may_contain, p.allergens_declared
         FROM reservations r
         JOIN portions p ON p.id = r.portion_id AND p.tenant_id = r.tenant_id
         JOIN locations l ON l.id = p.location_id AND l.is_active
        WHERE r.tenant_id = $1 AND r.user_id = $2 AND r.status = 'reserved' AND p.available_until > $3
        ORDER BY p.available_until, r.id
        LIMIT ${FEED_MAX_ENTRIES}`,
      [owner.tenantId, owner.userId, since],
    );
    return rows.map((row) => ({
      reservationId: row.id,
      quantity: row.quantity,
      pickupCode: row.pickup_code,
      reservedAt: row.reserved_at,
      portionTitle: row.title,
      locationName: row.location_name,
      availableUntil: row.available_until,
      allergens: row.allergens,
      mayContain: row.may_contain,
      allergensDeclared: row.allergens_declared,
    }));
  }
}
