import { Injectable } from '@nestjs/common';
import { PlatformDatabase } from '../../platform/database/platform-database.js';
import { Batcher } from '../../platform/database/batcher.js';
import { ReservationNeedsReader, type ReservationNeeds } from '../../../application/reservations/reservation-needs.port.js';
import { RESERVATION_PLACED_WEBHOOKS } from '../../../domain/reservations/reservation.events.js';

/** Every reservation asks; concurrent asks share one statement, like the placements they precede. */
const LOOKUPS_IN_FLIGHT = 4;
const LOOKUP_BATCH_SIZE = 64;

const READ_NEEDS = `
  SELECT s.max_open_reservations_per_person AS max_open_per_person,
         EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.tenant_id = t.id AND e.enabled AND e.events && $2::text[]) AS webhooks,
         CASE WHEN ps.mode = 'online' THEN ps.hold_minutes END AS hold_minutes
    FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) LEFT JOIN tenant_settings s ON s.tenant_id = t.id
    LEFT JOIN tenant_payment_settings ps ON ps.tenant_id = t.id
   ORDER BY t.n`;

@Injectable()
export class TypeormReservationNeedsReader extends ReservationNeedsReader {
  private readonly lookups = new Batcher<string, ReservationNeeds>({
    maxInFlight: LOOKUPS_IN_FLIGHT,
    maxSize: LOOKUP_BATCH_SIZE,
    run: (tenantIds) => this.readMany(tenantIds),
  });

  /** Batched across organisations: the platform role's pool. */
  constructor(private readonly platform: PlatformDatabase) {
    super();
  }

  read(tenantId: string): Promise<ReservationNeeds> {
    return this.lookups.add(tenantId);
  }

  private async readMany(tenantIds: string[]): Promise<PromiseSettledResult<ReservationNeeds>[]> {
    const rows = (await this.platform.dataSource.query(READ_NEEDS, [tenantIds, RESERVATION_PLACED_WEBHOOKS])) as {
      max_open_per_person: number | null;
      webhooks: boolean;
      hold_minutes: number | null;
    }[];
    return rows.map((row) => ({
      status: 'fulfilled',
      value: { maxOpenPerPerson: row.max_open_per_person, webhooks: row.webhooks, holdMinutes: row.hold_minutes },
    }));
  }
}
