import fc from 'fast-check';
import pg from 'pg';
import { PORTION_STATUSES } from '../src/domain/portions/portion.js';
import { isOpen, isReservable, openSql, reservableSql } from '../src/domain/portions/reservable.js';
import { createTestDatabase } from './support/test-app.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/** Portion states around the edges: every status, 0 to 12 left, windows closing just before, at or after now. */
const states = fc.record({
  status: fc.constantFrom(...PORTION_STATUSES),
  availableQuantity: fc.integer({ min: 0, max: 12 }),
  availableUntil: fc
    .oneof(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -7 * 86_400_000, max: 7 * 86_400_000 }))
    .map((ms) => new Date(NOW.getTime() + ms)),
});

describe('the reservable rule: TypeScript and its SQL agree', () => {
  let db: pg.Client;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: await createTestDatabase() });
    await db.connect();
  });
  afterAll(() => db.end());

  /** Evaluates `condition` on PostgreSQL over one row `p` shaped like a portions row. */
  async function sqlSays(
    condition: string,
    state: { status: string; availableQuantity: number; availableUntil: Date },
    quantity: number,
  ): Promise<boolean> {
    const { rows } = await db.query<{ answer: boolean }>(
      `SELECT (${condition}) AS answer
         FROM (SELECT $1::varchar AS status, $2::int AS available_quantity, $3::timestamptz AS available_until) AS p`,
      [state.status, state.availableQuantity, state.availableUntil, quantity, NOW],
    );
    return rows[0].answer;
  }

  it('reservableSql answers as isReservable for every state, quantity and moment', async () => {
    await fc.assert(
      fc.asyncProperty(states, fc.integer({ min: 1, max: 10 }), async (state, quantity) => {
        expect(await sqlSays(reservableSql('p', '$4::int', '$5::timestamptz'), state, quantity)).toBe(isReservable(state, quantity, NOW));
      }),
      { numRuns: 300 },
    );
  });

  it('openSql answers as isOpen for every state and moment', async () => {
    await fc.assert(
      fc.asyncProperty(states, async (state) => {
        expect(await sqlSays(`${openSql('p', '$5::timestamptz')} AND $4::int IS NOT NULL`, state, 1)).toBe(isOpen(state, NOW));
      }),
      { numRuns: 200 },
    );
  });
});
