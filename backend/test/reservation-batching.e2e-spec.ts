import request from 'supertest';
import { DataSource } from 'typeorm';
import { AlreadyReservedError } from '../src/domain/reservations/reservation.errors.js';
import type { PortionRecord } from '../src/domain/portions/portion.repository.js';
import { ReservationNeedsReader } from '../src/application/reservations/reservation-needs.port.js';
import { ReservationRepository } from '../src/domain/reservations/reservation.repository.js';
import { Reservation } from '../src/domain/reservations/reservation.js';
import { createStaffMembers, createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The hot path gathers placements that arrive together into one statement. Placements started in one tick
 * land in one batch; these tests hold the batch to the answers each placement would get on its own.
 */
describe('reservation batching', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let repository: ReservationRepository;
  let statements: string[];

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    repository = t.app.get(ReservationRepository);
    // Every statement either pool runs is noted (the app role's for placements, the platform role's for reads that
    // span organisations), so that a test can tell one batch from many statements. The query runner goes through
    // too: a unit of work's statements run on its transaction's connection.
    for (const dataSource of [t.appDataSource, t.app.get(DataSource)]) {
      const query = dataSource.query.bind(dataSource);
      dataSource.query = ((...args: Parameters<DataSource['query']>) => {
        statements.push(args[0]);
        return query(...args);
      }) as DataSource['query'];
    }
  });
  beforeEach(() => (statements = []));
  afterAll(() => t.close());

  const readPortion = async (tenant: TenantFixture, id: string) =>
    (await request(t.http).get(`/api/protected/tenants/${tenant.tenantId}/portions/${id}`).set(bearer(tenant.tokens.kitchen)).expect(200))
      .body;

  /** Places all at once (one tick) and settles each. */
  const placeTogether = (tenant: TenantFixture, requests: { userId: string; portionId: string; quantity?: number }[]) =>
    Promise.allSettled(
      requests.map(({ userId, portionId, quantity }) =>
        repository.placeAlone(
          Reservation.place({ portionId, quantity }, { userId, role: 'staff', tenantId: tenant.tenantId }, clock.now()),
          clock.now(),
        ),
      ),
    );
  const placedQuantity = (result: PromiseSettledResult<PortionRecord | null>) => (result.status === 'fulfilled' && result.value ? 1 : 0);
  const countReservations = async (portionId: string) =>
    Number((await t.app.get(DataSource).query('SELECT count(*) FROM reservations WHERE portion_id = $1', [portionId]))[0].count);

  it('places 12 reservations on 3 portions in one statement, each portion as far as it goes', async () => {
    const people = await createStaffMembers(t, a, 4);
    const portions = await Promise.all([2, 4, 10].map((totalQuantity) => offerPortion(t, a, clock, { totalQuantity })));
    const results = await placeTogether(
      a,
      portions.flatMap((portion) => people.map((person) => ({ userId: person.userId, portionId: portion.id }))),
    );

    expect(statements.filter((sql) => sql.includes('unnest'))).toHaveLength(1);
    expect(results.map(placedQuantity)).toEqual([1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    // A placed reservation carries its portion as it is after the batch.
    const placed = results[4];
    expect(placed.status === 'fulfilled' && placed.value?.portion.availableQuantity).toBe(0);
    expect(await readPortion(a, portions[0].id)).toMatchObject({ availableQuantity: 0, reservedQuantity: 2 });
    expect(await readPortion(a, portions[1].id)).toMatchObject({ availableQuantity: 0, reservedQuantity: 4 });
    expect(await readPortion(a, portions[2].id)).toMatchObject({ availableQuantity: 6, reservedQuantity: 4 });
    expect(await countReservations(portions[0].id)).toBe(2);
  });

  it('what does not fit in order is tried alone: 2, 2 and 1 of a portion of 3 place the first and the last', async () => {
    const people = await createStaffMembers(t, a, 3);
    const portion = await offerPortion(t, a, clock, { totalQuantity: 3 });
    const results = await placeTogether(
      a,
      [2, 2, 1].map((quantity, i) => ({ userId: people[i].userId, portionId: portion.id, quantity })),
    );

    expect(results.map(placedQuantity)).toEqual([1, 0, 1]);
    expect(results[1]).toEqual({ status: 'fulfilled', value: null });
    expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 0, reservedQuantity: 3 });
  });

  it("never takes another tenant's portion, also beside that tenant's own reservations in the same batch", async () => {
    const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
    const [stranger] = await createStaffMembers(t, b, 1);
    const colleagues = await createStaffMembers(t, a, 2);
    const place = (userId: string, tenantId: string) =>
      repository.placeAlone(Reservation.place({ portionId: portion.id }, { userId, role: 'staff', tenantId }, clock.now()), clock.now());
    const results = await Promise.allSettled([
      place(stranger.userId, b.tenantId),
      ...colleagues.map((colleague) => place(colleague.userId, a.tenantId)),
    ]);

    // Each organisation's share of the batch runs as its own statement: the two colleagues' in one.
    expect(statements.filter((sql) => sql.includes('unnest'))).toHaveLength(1);
    expect(results.map(placedQuantity)).toEqual([0, 1, 1]);
    expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 3, reservedQuantity: 2 });
    expect(await countReservations(portion.id)).toBe(2);
  });

  it('one person twice in a batch: the batch falls back and each gets its own answer', async () => {
    const people = await createStaffMembers(t, a, 2);
    const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
    const results = await placeTogether(
      a,
      [people[0], people[0], people[1]].map((person) => ({ userId: person.userId, portionId: portion.id })),
    );

    // The person's two placements race on their own: one wins, the other is told it already has one.
    expect(placedQuantity(results[0]) + placedQuantity(results[1])).toBe(1);
    const refused = results.slice(0, 2).find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(AlreadyReservedError);
    expect(placedQuantity(results[2])).toBe(1);
    expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 3, reservedQuantity: 2 });
  });

  it('a tenant with a cap or with reservation webhooks needs the transactional path; concurrent reservations read that in one statement', async () => {
    const capped = await createTenant(t);
    await request(t.http)
      .put(`/api/protected/tenants/${capped.tenantId}/settings`)
      .set(bearer(capped.tokens.admin))
      .send({ maxOpenReservationsPerPerson: 2 })
      .expect(200);
    const hooked = await createTenant(t);
    await request(t.http)
      .post(`/api/protected/tenants/${hooked.tenantId}/webhooks`)
      .set(bearer(hooked.tokens.admin))
      .send({ url: 'http://127.0.0.1:9/hook', events: ['portion.updated'], enabled: true })
      .expect(201);
    statements = [];
    const reader = t.app.get(ReservationNeedsReader);
    const needs = await Promise.all([capped, hooked, a].map((tenant) => reader.read(tenant.tenantId)));

    expect(needs).toEqual([
      { maxOpenPerPerson: 2, webhooks: false, holdMinutes: null },
      { maxOpenPerPerson: null, webhooks: true, holdMinutes: null },
      { maxOpenPerPerson: null, webhooks: false, holdMinutes: null },
    ]);
    expect(statements.filter((sql) => sql.includes('webhook_endpoints'))).toHaveLength(1);
  });

  it('a portion whose window closed in between is not placed', async () => {
    const portion = await offerPortion(t, a, clock, { totalQuantity: 5 });
    const people = await createStaffMembers(t, a, 2);
    const later = new Date(clock.now().getTime() + 3 * 60 * 60 * 1000);
    const results = await Promise.allSettled(
      people.map((person) =>
        repository.placeAlone(
          Reservation.place({ portionId: portion.id }, { userId: person.userId, role: 'staff', tenantId: a.tenantId }, later),
          later,
        ),
      ),
    );

    expect(results.map(placedQuantity)).toEqual([0, 0]);
    expect(await readPortion(a, portion.id)).toMatchObject({ availableQuantity: 5, reservedQuantity: 0 });
  });
});
