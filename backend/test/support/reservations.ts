import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Clock } from '../../src/domain/shared/clock.js';
import { createStaffMembers, type TenantFixture } from './fixtures.js';
import { bearer, offerPortion, reserve } from './portions.js';
import type { TestApp } from './test-app.js';

/** The steps the reservation and waiting-list tests share: caps, status changes, fully booked portions and lines. */

export type Person = { userId: string; token: string };

/** The tenant's cap on open reservations per person (null: none), as its admin sets it. */
export async function capOpenReservations(t: TestApp, tenant: TenantFixture, max: number | null): Promise<void> {
  await request(t.http)
    .put(`/api/protected/tenants/${tenant.tenantId}/settings`)
    .set(bearer(tenant.tokens.admin))
    .send({ maxOpenReservationsPerPerson: max })
    .expect(200);
}

/** Picks up or cancels a reservation; the caller expects the answer. */
export const setReservationStatus = (t: TestApp, token: string, reservationId: string, status: string) =>
  request(t.http).patch(`/api/protected/reservations/${reservationId}/status`).set(bearer(token)).send({ status });

/** A portion of `units`, all held by fresh colleagues of the tenant; returns it and their reservation ids. */
export async function bookedPortion(
  t: TestApp,
  tenant: TenantFixture,
  clock: Clock,
  units = 1,
): Promise<{ id: string; holders: (Person & { reservationId: string })[] }> {
  const { id } = await offerPortion(t, tenant, clock, { totalQuantity: units });
  const holders = [];
  for (const person of await createStaffMembers(t, tenant, units))
    holders.push({ ...person, reservationId: (await reserve(t, person.token, id).expect(201)).body.id as string });
  return { id, holders };
}

/** Joins a portion's waiting list; the caller expects the answer. */
export const joinWaitlist = (t: TestApp, tenant: TenantFixture, token: string, portionId: string) =>
  request(t.http).post(`/api/protected/tenants/${tenant.tenantId}/portions/${portionId}/waitlist`).set(bearer(token));

/** Who holds an open reservation on the portion, read from the database. */
export async function openHolders(t: TestApp, portionId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await t.app
    .get(DataSource)
    .query(`SELECT user_id FROM reservations WHERE portion_id = $1 AND status = 'reserved'`, [portionId]);
  return rows.map((row) => row.user_id);
}

/** Who waits for the portion, first in line first, read from the database. */
export async function waitingLine(t: TestApp, portionId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await t.app
    .get(DataSource)
    .query('SELECT user_id FROM waitlist_entries WHERE portion_id = $1 ORDER BY seq', [portionId]);
  return rows.map((row) => row.user_id);
}
