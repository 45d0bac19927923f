import { InvalidInputError } from '../shared/domain-error.js';
import type { Actor } from '../shared/actor.js';
import { DEFAULT_WASTE_REASONS, MAX_ACTIVE_REASONS, newReason, reasonsOf, withArchived, type WasteReasonState } from './waste-reason.js';
import { WasteRecord, type WasteRecordContext, type WasteRecordInput } from './waste-record.js';
import { WasteReasonCapReachedError, WasteRecordNotEditableError } from './waste.errors.js';
import {
  changeAgainstBaseline,
  co2eKg,
  costCents,
  gramsPerMeal,
  requireBaseline,
  requireMealsServed,
  suggestedBaseline,
  weekStart,
} from './waste-figures.js';

const now = new Date('2026-03-10T12:00:00Z');
const context: WasteRecordContext = {
  activeReasonCodes: ['overproduced', 'returned'],
  knownReasonCodes: ['overproduced', 'returned', 'expired'],
  locationKnown: true,
  portionKnown: true,
};
const input: WasteRecordInput = {
  locationId: 'loc-1',
  weightGrams: 1250,
  stage: 'overproduction',
  reasonCode: 'overproduced',
  destination: 'digestion',
};
const cook: Actor = { userId: 'cook', role: 'kitchen', tenantId: 't1' };
const otherCook: Actor = { userId: 'other', role: 'kitchen', tenantId: 't1' };
const admin: Actor = { userId: 'admin', role: 'admin', tenantId: 't1' };
const by = { tenantId: 't1', userId: 'cook' };
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);

function fieldErrors(run: () => unknown): { field: string; code: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors.map(({ field, code }) => ({ field, code }));
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

describe('WasteRecord', () => {
  it('records a weighing dated now by default and says so', () => {
    const record = WasteRecord.record(input, by, now, context);
    expect(record.toState()).toMatchObject({ weightGrams: 1250, recordedAt: now, recordedById: 'cook', portionId: null, note: null });
    expect(record.pullRecordedEvents().map((event) => event.type)).toEqual(['waste.recorded']);
  });

  it.each([
    [0, 'too_small'],
    [-5, 'too_small'],
    [12.5, 'invalid'],
    [1_000_001, 'too_large'],
  ])('refuses a weight of %p grams with %s', (weightGrams, code) => {
    expect(fieldErrors(() => WasteRecord.record({ ...input, weightGrams }, by, now, context))).toEqual([{ field: 'weightGrams', code }]);
  });

  it('accepts the largest weight', () => {
    expect(WasteRecord.record({ ...input, weightGrams: 1_000_000 }, by, now, context).toState().weightGrams).toBe(1_000_000);
  });

  it('names every bad field at once: stage, destination, reason, location and portion', () => {
    const errors = fieldErrors(() =>
      WasteRecord.record({ ...input, stage: 'bin', destination: 'river', reasonCode: 'nope', portionId: 'p' }, by, now, {
        ...context,
        locationKnown: false,
        portionKnown: false,
      }),
    );
    expect(errors).toEqual([
      { field: 'locationId', code: 'unknown_reference' },
      { field: 'stage', code: 'not_allowed' },
      { field: 'reasonCode', code: 'unknown_reference' },
      { field: 'destination', code: 'not_allowed' },
      { field: 'portionId', code: 'unknown_reference' },
    ]);
  });

  it('refuses an archived reason for a new record, but a record keeps the archived reason it has', () => {
    expect(fieldErrors(() => WasteRecord.record({ ...input, reasonCode: 'expired' }, by, now, context))).toEqual([
      { field: 'reasonCode', code: 'archived' },
    ]);
    const record = WasteRecord.record({ ...input, reasonCode: 'expired' }, by, now, { ...context, activeReasonCodes: ['expired'] });
    record.change({ weightGrams: 10, reasonCode: 'expired' }, cook, now, context);
    expect(record.toState()).toMatchObject({ weightGrams: 10, reasonCode: 'expired' });
  });

  it('refuses a time in the future or more than 31 days back', () => {
    expect(fieldErrors(() => WasteRecord.record({ ...input, recordedAt: hours(1) }, by, now, context))).toEqual([
      { field: 'recordedAt', code: 'in_future' },
    ]);
    expect(fieldErrors(() => WasteRecord.record({ ...input, recordedAt: hours(-24 * 31 - 1) }, by, now, context))).toEqual([
      { field: 'recordedAt', code: 'too_far_back' },
    ]);
    expect(WasteRecord.record({ ...input, recordedAt: hours(-24 * 31) }, by, now, context).toState().recordedAt).toEqual(hours(-24 * 31));
  });

  it('refuses a note over 500 characters and stores a blank one as none', () => {
    expect(fieldErrors(() => WasteRecord.record({ ...input, note: 'x'.repeat(501) }, by, now, context))).toEqual([
      { field: 'note', code: 'too_long' },
    ]);
    expect(WasteRecord.record({ ...input, note: '  ' }, by, now, context).toState().note).toBeNull();
  });

  it('lets its maker change it for 24 hours, then only the admin', () => {
    const record = WasteRecord.record(input, by, now, context);
    record.change({ weightGrams: 900 }, cook, hours(24), context);
    expect(record.toState().weightGrams).toBe(900);
    expect(() => record.change({ weightGrams: 800 }, cook, hours(24.01), context)).toThrow(WasteRecordNotEditableError);
    expect(() => record.change({ weightGrams: 800 }, otherCook, hours(1), context)).toThrow(WasteRecordNotEditableError);
    record.change({ weightGrams: 700 }, admin, hours(24 * 30), context);
    expect(record.toState().weightGrams).toBe(700);
  });

  it('records a change and a deletion; a refused change changes nothing', () => {
    const record = WasteRecord.record(input, by, now, context);
    record.pullRecordedEvents();
    expect(() => record.change({ weightGrams: 0 }, cook, now, context)).toThrow(InvalidInputError);
    expect(record.toState().weightGrams).toBe(1250);
    record.change({ stage: 'plate' }, cook, now, context);
    record.delete(cook, now);
    expect(record.pullRecordedEvents().map((event) => event.type)).toEqual(['waste.changed', 'waste.deleted']);
    expect(() => record.delete(otherCook, now)).toThrow(WasteRecordNotEditableError);
  });
});

describe('waste reasons', () => {
  it('start with the six defaults, as the stored rows change them', () => {
    expect(reasonsOf([]).map((reason) => reason.code)).toEqual(['overproduced', 'returned', 'expired', 'damaged', 'quality', 'other']);
    const reasons = reasonsOf([
      { ...DEFAULT_WASTE_REASONS[0], archived: true },
      { code: 'soup', labels: { nl: 'Soep', fr: 'Soupe', en: 'Soup' }, archived: false },
    ]);
    expect(reasons[0]).toMatchObject({ code: 'overproduced', archived: true });
    expect(reasons.at(-1)!.code).toBe('soup');
    expect(reasons).toHaveLength(7);
  });

  it('take a new code with a label in each language', () => {
    expect(newReason({ code: 'soup', labels: { nl: ' Soep ', fr: 'Soupe', en: 'Soup' } }, reasonsOf([]))).toEqual({
      code: 'soup',
      labels: { nl: 'Soep', fr: 'Soupe', en: 'Soup' },
      archived: false,
    });
    expect(fieldErrors(() => newReason({ code: 'other', labels: { nl: 'a', fr: 'b', en: 'c' } }, reasonsOf([])))).toEqual([
      { field: 'code', code: 'duplicate' },
    ]);
    expect(fieldErrors(() => newReason({ code: 'Bad Code', labels: {} }, reasonsOf([])))).toEqual([
      { field: 'code', code: 'invalid_format' },
    ]);
    expect(fieldErrors(() => newReason({ code: 'soup', labels: { nl: 'Soep', fr: '' } }, reasonsOf([])))).toEqual([
      { field: 'labels.fr', code: 'required' },
    ]);
  });

  it('stay at most 20 active: a 21st is refused until one is archived, and bringing one back counts too', () => {
    const own: WasteReasonState[] = Array.from({ length: MAX_ACTIVE_REASONS - 6 }, (_, i) => ({
      code: `own_${i}`,
      labels: { nl: 'x', fr: 'x', en: 'x' },
      archived: false,
    }));
    const full = reasonsOf(own);
    const labels = { nl: 'a', fr: 'b', en: 'c' };
    expect(() => newReason({ code: 'one_more', labels }, full)).toThrow(WasteReasonCapReachedError);
    const archived = withArchived(full[0], true, full);
    const withRoom = reasonsOf([archived, ...own]);
    expect(newReason({ code: 'one_more', labels }, withRoom).code).toBe('one_more');
    const fullAgain = reasonsOf([archived, ...own, { code: 'one_more', labels, archived: false }]);
    expect(() => withArchived(archived, false, fullAgain)).toThrow(WasteReasonCapReachedError);
  });
});

describe('waste figures', () => {
  it('a baseline spans at least 4 weeks and ends before today', () => {
    expect(requireBaseline({ from: '2026-01-05', to: '2026-02-01' }, '2026-03-10')).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    expect(fieldErrors(() => requireBaseline({ from: '2026-01-05', to: '2026-01-31' }, '2026-03-10'))).toEqual([
      { field: 'wasteBaseline', code: 'period_too_short' },
    ]);
    expect(fieldErrors(() => requireBaseline({ from: '2026-02-01', to: '2026-03-10' }, '2026-03-10'))).toEqual([
      { field: 'wasteBaseline.to', code: 'not_in_past' },
    ]);
    expect(fieldErrors(() => requireBaseline({ from: '2026-13-01', to: '2026-03-01' }, '2026-03-10'))).toEqual([
      { field: 'wasteBaseline.from', code: 'invalid_date' },
    ]);
    expect(fieldErrors(() => requireBaseline({ from: '2026-02-30', to: '2026-03-01' }, '2026-03-10'))).toEqual([
      { field: 'wasteBaseline.from', code: 'invalid_date' },
    ]);
    expect(fieldErrors(() => requireBaseline({ from: '2026-02-01', to: '2026-01-01' }, '2026-03-10'))).toEqual([
      { field: 'wasteBaseline.to', code: 'invalid' },
    ]);
  });

  it('suggests the first 4 complete weeks after the first record, once they have passed', () => {
    expect(weekStart('2026-01-07')).toBe('2026-01-05');
    expect(suggestedBaseline('2026-01-07', '2026-03-10')).toEqual({ from: '2026-01-12', to: '2026-02-08' });
    expect(suggestedBaseline('2026-01-05', '2026-03-10')).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    expect(suggestedBaseline('2026-02-20', '2026-03-10')).toBeNull();
    expect(suggestedBaseline(null, '2026-03-10')).toBeNull();
  });

  it('grams per meal and the change against the baseline, without dividing by zero', () => {
    expect(gramsPerMeal(12_345, 100)).toBe(123.5);
    expect(gramsPerMeal(500, 0)).toBeNull();
    expect(changeAgainstBaseline(90, 120)).toBe(-25);
    expect(changeAgainstBaseline(90, null)).toBeNull();
    expect(changeAgainstBaseline(90, 0)).toBeNull();
  });

  it('CO2e and cost of a weight', () => {
    expect(co2eKg(2_000, 2.5)).toBe(5);
    expect(co2eKg(333, 2.5)).toBe(0.83);
    expect(costCents(1_500, 400)).toBe(600);
  });

  it('meals served are whole numbers from 0 to 100,000', () => {
    expect(requireMealsServed(0)).toBe(0);
    expect(requireMealsServed(100_000)).toBe(100_000);
    expect(fieldErrors(() => requireMealsServed(-1))).toEqual([{ field: 'meals', code: 'too_small' }]);
    expect(fieldErrors(() => requireMealsServed(1.5))).toEqual([{ field: 'meals', code: 'invalid' }]);
    expect(fieldErrors(() => requireMealsServed(100_001))).toEqual([{ field: 'meals', code: 'too_large' }]);
  });
});
