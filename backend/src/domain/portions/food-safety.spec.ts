import { InvalidInputError } from '../shared/domain-error.js';
import { currentEntries, FOOD_SAFETY_DEFAULTS, lastTemperature, readingOf } from './food-safety.js';
import { Portion, type PortionInput } from './portion.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const cook = { id: 'kitchen-1', name: 'Kees Kok' };
const by = { tenantId: 't1', userId: cook.id, measurer: cook };
const ON = { ...FOOD_SAFETY_DEFAULTS, enabled: true };

function offer(input: Partial<PortionInput> = {}, foodSafety = ON, now = NOW): Portion {
  return Portion.offer(
    {
      locationId: 'loc-1',
      title: 'Stoofvlees',
      availableUntil: new Date(now.getTime() + 2 * HOUR),
      totalQuantity: 5,
      allergensDeclared: true,
      ...input,
    },
    by,
    now,
    { defaultPriceCents: null, maxHoursPreparedToEnd: { hot: null, chilled: null, ambient: null }, foodSafety },
  );
}

function fieldErrors(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors.map(({ field, code }) => `${field}: ${code}`);
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

const hot = (temperatureC: number, temperatureAt = ago(0.5)) => ({ storage: 'hot' as const, temperatureC, temperatureAt });
const chilled = (startedHoursAgo: number, cooledHoursAgo: number, cooledTemperatureC: number) => ({
  storage: 'chilled' as const,
  coolingStartedAt: ago(startedHoursAgo),
  cooledAt: ago(cooledHoursAgo),
  cooledTemperatureC,
});

describe('food safety: the hot minimum', () => {
  it('refuses a hot offer below the minimum, naming the rule and the measured value', () => {
    try {
      offer(hot(58.5));
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as InvalidInputError).errors).toEqual([
        expect.objectContaining({ field: 'temperatureC', code: 'temperature_below_minimum', params: { minC: 60, measuredC: 58.5 } }),
      ]);
      expect((error as Error).message).toMatch(/60 °C.*58\.5 °C/);
    }
  });

  it('refuses a hot offer without a temperature when food safety is on, and accepts one without when it is off', () => {
    expect(fieldErrors(() => offer({ storage: 'hot' }))).toEqual(['temperatureC: temperature_required']);
    expect(offer({ storage: 'hot' }, FOOD_SAFETY_DEFAULTS).toState().temperatures).toEqual([]);
  });

  it('accepts the minimum itself and records the measurement, rounded to one decimal, with who measured it', () => {
    const portion = offer(hot(60.04));
    expect(portion.toState().temperatures).toEqual([
      expect.objectContaining({ kind: 'offer', temperatureC: 60, measuredAt: ago(0.5), measuredBy: cook, correctsId: null }),
    ]);
  });

  it("follows the organisation's own minimum", () => {
    expect(fieldErrors(() => offer(hot(63), { ...ON, hotMinC: 65 }))).toEqual(['temperatureC: temperature_below_minimum']);
  });

  it('takes the time of the temperature as now when only the temperature is given', () => {
    expect(readingOf(offer({ storage: 'hot', temperatureC: 70 }).toState().temperatures).temperatureAt).toEqual(NOW);
  });
});

describe('food safety: the cooling limit', () => {
  it('accepts a cooling to 7 °C within 5 hours', () => {
    const reading = readingOf(offer(chilled(6, 1, 7)).toState().temperatures);
    expect(reading).toMatchObject({ coolingStartedAt: ago(6), cooledAt: ago(1), cooledTemperatureC: 7 });
  });

  it('refuses a cooling longer than the limit, and one that ends above the chilled maximum', () => {
    expect(fieldErrors(() => offer(chilled(7, 1.5, 5)))).toEqual(['cooledAt: cooling_too_long']);
    expect(fieldErrors(() => offer(chilled(3, 1, 7.5)))).toEqual(['cooledTemperatureC: temperature_above_maximum']);
    expect(readingOf(offer(chilled(7, 1, 5), { ...ON, coolingMaxHours: 6 }).toState().temperatures).cooledTemperatureC).toBe(5);
  });

  it('refuses a chilled offer without its cooling when on, and a cooling that ends before it starts', () => {
    expect(fieldErrors(() => offer({ storage: 'chilled' }))).toEqual([
      'coolingStartedAt: temperature_required',
      'cooledAt: temperature_required',
      'cooledTemperatureC: temperature_required',
    ]);
    expect(fieldErrors(() => offer(chilled(1, 2, 5), FOOD_SAFETY_DEFAULTS))).toEqual(['cooledAt: out_of_order']);
  });
});

describe('food safety: bad measurements', () => {
  it.each([
    [{ temperatureC: 110.1 }, 'temperatureC: temperature_out_of_range'],
    [{ temperatureC: -30.1 }, 'temperatureC: temperature_out_of_range'],
    [{ temperatureC: Number.NaN }, 'temperatureC: wrong_type'],
    [{ temperatureC: 70, temperatureAt: later(0.1) }, 'temperatureAt: in_future'],
    [{ temperatureC: 70, temperatureAt: ago(2), preparedAt: ago(1) }, 'temperatureAt: before_prepared'],
    [{ iddsiLevel: 8 }, 'iddsiLevel: not_allowed'],
    [{ iddsiLevel: 1.5 }, 'iddsiLevel: not_allowed'],
  ])('refuses %p even with food safety off', (input, error) => {
    expect(fieldErrors(() => offer(input, FOOD_SAFETY_DEFAULTS))).toEqual([error]);
  });

  it('keeps an IDDSI level from 0 to 7', () => {
    expect(offer({ iddsiLevel: 0 }).toState().iddsiLevel).toBe(0);
    expect(offer({ iddsiLevel: 7 }).toState().iddsiLevel).toBe(7);
  });
});

describe('food safety: the hot-holding limit', () => {
  it('holds hot food until the limit after it was put out, and reads it as held too long from then', () => {
    const portion = offer({ ...hot(75, ago(1)), availableUntil: later(4) }, ON);
    expect(portion.holdUntil).toEqual(later(2));
    expect(portion.heldTooLongAt(later(1.99))).toBe(false);
    expect(portion.heldTooLongAt(later(2))).toBe(true);
  });

  it('leaves the end to the window when the window closes first', () => {
    const portion = offer({ ...hot(75, ago(0)), availableUntil: later(1) });
    expect(portion.heldTooLongAt(later(3))).toBe(false);
  });

  it('refuses hot food put out longer ago than the limit, and does not hold when food safety is off', () => {
    expect(fieldErrors(() => offer(hot(80, ago(3))))).toEqual(['temperatureAt: holding_time_passed']);
    expect(offer(hot(80, ago(3)), FOOD_SAFETY_DEFAULTS).holdUntil).toBeNull();
  });

  it('withdraws for holding time with that reason', () => {
    const portion = offer(hot(75));
    portion.withdraw(later(3), 'holding_time');
    expect(portion.toState()).toMatchObject({ status: 'expired', endedReason: 'holding_time', endedAt: later(3) });
  });
});

describe('food safety: checks during the offer', () => {
  it('withdraws a hot portion at once when a check is below the minimum, with the reason', () => {
    const portion = offer(hot(75));
    const { entry, withdrawn } = portion.recordCheck({ temperatureC: 57 }, cook, later(1), ON);
    expect(withdrawn).toBe(true);
    expect(entry).toMatchObject({ kind: 'check', temperatureC: 57, measuredAt: later(1) });
    expect(portion.toState()).toMatchObject({ status: 'expired', endedReason: 'temperature' });
    expect(portion.pullRecordedEvents().map((event) => event.type)).toEqual(['portion.offered', 'portion.withdrawn']);
  });

  it('keeps a portion whose check is within the limit on offer', () => {
    const portion = offer(hot(75));
    expect(portion.recordCheck({ temperatureC: 61 }, cook, later(1), ON).withdrawn).toBe(false);
    expect(portion.statusAt(later(1))).toBe('available');
  });

  it('refuses a new check on an ended portion, and one measured in the future', () => {
    const portion = offer(hot(75));
    expect(fieldErrors(() => portion.recordCheck({ temperatureC: 70, measuredAt: later(2) }, cook, later(1), ON))).toEqual([
      'measuredAt: in_future',
    ]);
    portion.withdraw(later(1));
    expect(fieldErrors(() => portion.recordCheck({ temperatureC: 70 }, cook, later(1), ON))).toEqual(['portionId: portion_ended']);
  });
});

describe('food safety: corrections', () => {
  it('adds a correction that names the entry it corrects, with who and why; the original stays', () => {
    const portion = offer(hot(75));
    const original = portion.toState().temperatures[0]!;
    const boss = { id: 'admin-1', name: 'Anna Admin' };
    const { entry } = portion.recordCheck({ temperatureC: 72, correctsId: original.id, note: 'Typefout' }, boss, later(1), ON);
    const entries = portion.toState().temperatures;
    expect(entries).toEqual([original, entry]);
    expect(entry).toMatchObject({ kind: 'offer', correctsId: original.id, note: 'Typefout', measuredBy: boss, temperatureC: 72 });
    expect(currentEntries(entries)).toEqual([entry]);
    expect(readingOf(entries).temperatureC).toBe(72);
  });

  it('refuses a correction without a reason, of an unknown entry, or of one corrected already', () => {
    const portion = offer(hot(75));
    const original = portion.toState().temperatures[0]!;
    expect(fieldErrors(() => portion.recordCheck({ temperatureC: 72, correctsId: original.id }, cook, NOW, ON))).toEqual([
      'note: required',
    ]);
    expect(fieldErrors(() => portion.recordCheck({ temperatureC: 72, correctsId: 'nope', note: 'x' }, cook, NOW, ON))).toEqual([
      'correctsId: unknown_reference',
    ]);
    portion.recordCheck({ temperatureC: 72, correctsId: original.id, note: 'x' }, cook, NOW, ON);
    expect(fieldErrors(() => portion.recordCheck({ temperatureC: 71, correctsId: original.id, note: 'y' }, cook, NOW, ON))).toEqual([
      'correctsId: already_corrected',
    ]);
  });

  it('allows a correction after the portion ended, without changing how it ended', () => {
    const portion = offer(hot(75));
    const { entry } = portion.recordCheck({ temperatureC: 50 }, cook, later(1), ON);
    portion.recordCheck({ temperatureC: 65, correctsId: entry.id, note: 'Verkeerde thermometer' }, cook, later(2), ON);
    expect(portion.toState()).toMatchObject({ status: 'expired', endedReason: 'temperature' });
    expect(portion.toState().temperatures).toHaveLength(3);
  });

  it('turns an edited temperature into a correction of the one it replaces', () => {
    const portion = offer(hot(75));
    const original = portion.toState().temperatures[0]!;
    portion.edit({ temperatureC: 78 }, later(0.5), { foodSafety: ON }, cook);
    const entries = portion.toState().temperatures;
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ kind: 'offer', temperatureC: 78, correctsId: original.id });
    expect(lastTemperature(entries)?.temperatureC).toBe(78);
  });

  it('refuses an edit to a temperature below the minimum and records nothing', () => {
    const portion = offer(hot(75));
    expect(fieldErrors(() => portion.edit({ temperatureC: 55 }, later(0.5), { foodSafety: ON }, cook))).toEqual([
      'temperatureC: temperature_below_minimum',
    ]);
    expect(portion.toState().temperatures).toHaveLength(1);
  });
});

describe('how a portion ended', () => {
  it('is null on offer, sold_out when finished, expired when its window closed', () => {
    const portion = offer({}, FOOD_SAFETY_DEFAULTS);
    expect(portion.endedReasonAt(NOW)).toBeNull();
    expect(portion.endedReasonAt(later(2))).toBe('expired');
    portion.expire(later(2));
    expect(portion.toState()).toMatchObject({ endedReason: 'expired', endedAt: later(2) });
    const sold = Portion.restore({
      ...offer({}, FOOD_SAFETY_DEFAULTS).toState(),
      availableQuantity: 0,
      reservedQuantity: 1,
      pickedUpQuantity: 4,
    });
    sold.pickUp(1, later(1));
    expect(sold.toState()).toMatchObject({ status: 'finished', endedReason: 'sold_out', endedAt: later(1) });
  });

  it('is withdrawn when the kitchen withdraws it', () => {
    const portion = offer({}, FOOD_SAFETY_DEFAULTS);
    portion.withdraw(NOW);
    expect(portion.endedReasonAt(NOW)).toBe('withdrawn');
  });
});

describe('food safety: a temperature at hand-over', () => {
  it('is a handover entry that warns outside the limits but never withdraws the portion', () => {
    const portion = offer(hot(75));
    portion.pullRecordedEvents();
    const cold = portion.recordHandoverTemperature(55.44, cook, later(1), ON);
    expect(cold).toMatchObject({
      outsideLimits: true,
      entry: { kind: 'handover', temperatureC: 55.4, measuredAt: later(1), measuredBy: cook },
    });
    expect(portion.recordHandoverTemperature(62, cook, later(1), ON).outsideLimits).toBe(false);
    expect(portion.statusAt(later(1))).toBe('available');
    expect(portion.pullRecordedEvents()).toEqual([]);
    expect(portion.toState().temperatures.map((entry) => entry.kind)).toEqual(['offer', 'handover', 'handover']);
  });

  it('holds a chilled portion to its maximum, and warns of nothing while food safety is off', () => {
    const portion = offer(chilled(3, 1, 5));
    expect(portion.recordHandoverTemperature(9, cook, NOW, ON).outsideLimits).toBe(true);
    expect(portion.recordHandoverTemperature(9, cook, NOW, FOOD_SAFETY_DEFAULTS).outsideLimits).toBe(false);
  });

  it('refuses a temperature out of range, naming the field', () => {
    const portion = offer(hot(75));
    expect(fieldErrors(() => portion.recordHandoverTemperature(111, cook, NOW, ON))).toEqual(['temperatureC: temperature_out_of_range']);
  });
});
