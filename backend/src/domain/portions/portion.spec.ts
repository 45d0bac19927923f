import { InvalidInputError } from '../shared/domain-error.js';
import {
  PortionExpiredError,
  PortionFinishedError,
  PortionNotEditableError,
  PortionNotEnoughLeftError,
  PortionSoldOutError,
} from './portion.errors.js';
import { ALLERGENS, Portion, type PortionInput } from './portion.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const by = { tenantId: 't1', userId: 'kitchen-1' };

function offer(input: Partial<PortionInput> = {}): Portion {
  return Portion.offer(
    {
      locationId: 'loc-1',
      title: 'Lasagne',
      availableUntil: new Date(NOW.getTime() + 2 * HOUR),
      totalQuantity: 5,
      allergensDeclared: true,
      ...input,
    },
    by,
    NOW,
  );
}

/** `field: code` of each refusal. */
function fieldErrors(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors.map(({ field, code }) => `${field}: ${code}`);
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

describe('Portion.offer', () => {
  it('starts available with everything free to reserve and the title trimmed', () => {
    const state = offer({ title: '  Lasagne  ', allergens: ['milk', 'gluten'] }).toState();
    expect(state).toMatchObject({
      title: 'Lasagne',
      status: 'available',
      totalQuantity: 5,
      availableQuantity: 5,
      reservedQuantity: 0,
      pickedUpQuantity: 0,
      allergens: ['gluten', 'milk'],
      allergensDeclared: true,
      createdBy: 'kitchen-1',
      tenantId: 't1',
    });
  });

  it('defaults to one portion, an empty description and no food details beyond the declared allergens', () => {
    const state = Portion.offer(
      { locationId: 'l', title: 'Soep', availableUntil: new Date(NOW.getTime() + HOUR), allergens: ['celery'] },
      by,
      NOW,
    ).toState();
    expect(state).toMatchObject({
      totalQuantity: 1,
      availableQuantity: 1,
      description: '',
      allergens: ['celery'],
      mayContain: [],
      allergensDeclared: true,
      diet: [],
      ingredients: null,
      preparedAt: null,
      storage: null,
      reheat: false,
    });
  });

  it('reports every bad field at once', () => {
    const errors = fieldErrors(() =>
      offer({
        title: '   ',
        description: 'x'.repeat(1001),
        totalQuantity: 0,
        availableUntil: new Date(NOW.getTime() - 1),
        allergens: ['Pinda'],
      }),
    );
    expect(errors.sort()).toEqual([
      'allergens: food_code_unknown',
      'availableUntil: not_in_future',
      'description: too_long',
      'title: required',
      'totalQuantity: invalid',
    ]);
  });

  it.each([
    ['a title of 121 characters', { title: 'x'.repeat(121) }, 'title: too_long'],
    ['a quantity above 500', { totalQuantity: 501 }, 'totalQuantity: invalid'],
    ['a fractional quantity', { totalQuantity: 1.5 }, 'totalQuantity: invalid'],
    ['an end now', { availableUntil: NOW }, 'availableUntil: not_in_future'],
    ['an end more than 7 days ahead', { availableUntil: new Date(NOW.getTime() + 7 * 24 * HOUR + 1) }, 'availableUntil: too_far_ahead'],
    ['an invalid date', { availableUntil: new Date('nope') }, 'availableUntil: invalid_date'],
    ['a repeated allergen', { allergens: ['fish', 'fish'] }, 'allergens: food_code_repeated'],
    ['an old value and its code together', { allergens: ['Vis', 'fish'] }, 'allergens: food_code_repeated'],
  ])('rejects %s', (_name, input, refusal) => {
    expect(fieldErrors(() => offer(input as Partial<PortionInput>))).toEqual([refusal]);
  });

  it('accepts the limits: 120 characters, 500 portions, exactly 7 days ahead, all 14 allergens', () => {
    const portion = offer({
      title: 'x'.repeat(120),
      totalQuantity: 500,
      availableUntil: new Date(NOW.getTime() + 7 * 24 * HOUR),
      allergens: [...ALLERGENS],
    });
    expect(portion.toState().totalQuantity).toBe(500);
  });
});

describe('Portion status and reservability', () => {
  it('reads as expired once availableUntil has passed, before anything is stored', () => {
    const portion = offer();
    expect(portion.statusAt(NOW)).toBe('available');
    expect(portion.statusAt(portion.availableUntil)).toBe('expired');
  });

  it('names the precise conflict: not enough left, sold out, expired, finished', () => {
    const state = offer().toState();
    expect(offer().reservationConflict(5, NOW)).toBeNull();
    expect(offer().reservationConflict(6, NOW)).toBeInstanceOf(PortionNotEnoughLeftError);
    expect(Portion.restore({ ...state, availableQuantity: 0, reservedQuantity: 5 }).reservationConflict(1, NOW)).toBeInstanceOf(
      PortionSoldOutError,
    );
    expect(offer().reservationConflict(1, new Date(NOW.getTime() + 3 * HOUR))).toBeInstanceOf(PortionExpiredError);
    expect(
      Portion.restore({ ...state, status: 'finished', availableQuantity: 0, pickedUpQuantity: 5 }).reservationConflict(1, NOW),
    ).toBeInstanceOf(PortionFinishedError);
  });
});

describe('Portion quantities', () => {
  function reserved(available: number, reservedQuantity: number, pickedUpQuantity = 0): Portion {
    return Portion.restore({ ...offer().toState(), availableQuantity: available, reservedQuantity, pickedUpQuantity });
  }

  it('finishes when the last open reservation is picked up and nothing is left', () => {
    const portion = reserved(0, 2, 3);
    portion.pickUp(2, NOW);
    expect(portion.toState()).toMatchObject({ status: 'finished', reservedQuantity: 0, pickedUpQuantity: 5 });
  });

  it('stays available after a pick-up while quantity is left to reserve', () => {
    const portion = reserved(1, 2, 2);
    portion.pickUp(2, NOW);
    expect(portion.toState()).toMatchObject({ status: 'available', pickedUpQuantity: 4 });
  });

  it('gives a cancelled quantity back to reserve', () => {
    const portion = reserved(0, 5);
    portion.release(3);
    expect(portion.toState()).toMatchObject({ availableQuantity: 3, reservedQuantity: 2, status: 'available' });
  });

  it('lets the kitchen lower the total to exactly what is taken, which finishes it when all was picked up', () => {
    const portion = reserved(3, 0, 2);
    portion.edit({ totalQuantity: 2 }, NOW);
    expect(portion.toState()).toMatchObject({ totalQuantity: 2, availableQuantity: 0, status: 'finished' });
  });

  it('refuses a total below what is reserved or picked up', () => {
    const portion = reserved(1, 2, 2);
    expect(fieldErrors(() => portion.edit({ totalQuantity: 3 }, NOW))).toEqual(['totalQuantity: below_taken']);
    expect(portion.toState().totalQuantity).toBe(5);
  });

  it('raising the total adds to what is free to reserve', () => {
    const portion = reserved(1, 4);
    portion.edit({ totalQuantity: 8, title: 'Lasagne XL' }, NOW);
    expect(portion.toState()).toMatchObject({ totalQuantity: 8, availableQuantity: 4, reservedQuantity: 4, title: 'Lasagne XL' });
  });

  it('cannot be edited once expired or finished', () => {
    expect(() => offer().edit({ title: 'Later' }, new Date(NOW.getTime() + 3 * HOUR))).toThrow(PortionNotEditableError);
    const finished = Portion.restore({ ...offer().toState(), status: 'finished', availableQuantity: 0, pickedUpQuantity: 5 });
    expect(() => finished.edit({ title: 'Later' }, NOW)).toThrow(PortionNotEditableError);
  });

  it('withdrawing expires an available portion, and only an available one', () => {
    const portion = offer();
    portion.withdraw(NOW);
    expect(portion.statusAt(NOW)).toBe('expired');
    expect(() => portion.withdraw(NOW)).toThrow(PortionNotEditableError);
  });
});

describe('Portion photo', () => {
  it('starts without a photo; replacing one hands back the previous id so it can be deleted', () => {
    const portion = offer();
    expect(portion.photoId).toBeNull();
    expect(portion.replacePhoto('photo-1', NOW)).toBeNull();
    expect(portion.replacePhoto('photo-2', NOW)).toBe('photo-1');
    expect(portion.replacePhoto(null, NOW)).toBe('photo-2');
    expect(portion.photoId).toBeNull();
  });

  it('cannot change once the window has closed', () => {
    const portion = offer();
    expect(() => portion.replacePhoto('photo-1', new Date(NOW.getTime() + 3 * HOUR))).toThrow(PortionNotEditableError);
  });
});

describe('Portion food information', () => {
  const codesOf = (run: () => unknown): Record<string, string> => {
    try {
      run();
    } catch (error) {
      if (error instanceof InvalidInputError) return Object.fromEntries(error.errors.map(({ field, code }) => [field, code]));
      throw error;
    }
    throw new Error('expected an InvalidInputError');
  };
  /** The messages per field, for the Dutch texts of the food rules. */
  const fieldErrors = (run: () => unknown): Record<string, string[]> => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      const fields: Record<string, string[]> = {};
      for (const { field, message } of error.errors) fields[field] = [...(fields[field] ?? []), message];
      return fields;
    }
    throw new Error('expected an InvalidInputError');
  };

  it('refuses an offer that neither lists allergens nor states it contains none, with a Dutch message at allergens', () => {
    const errors = fieldErrors(() => offer({ allergensDeclared: undefined }));
    expect(Object.keys(errors)).toEqual(['allergens']);
    expect(errors.allergens[0]).toMatch(/geen van de 14 allergenen/);
    expect(codesOf(() => offer({ allergensDeclared: false }))).toEqual({ allergens: 'allergens_not_declared' });
  });

  it('takes allergensDeclared with an empty list as "contains none", and a list as declared by itself', () => {
    expect(offer({ allergens: [] }).toState()).toMatchObject({ allergens: [], allergensDeclared: true });
    expect(offer({ allergensDeclared: undefined, allergens: ['sesame'] }).toState()).toMatchObject({ allergensDeclared: true });
  });

  it('maps the six old Dutch values to their codes, in the order of the regulation', () => {
    const state = offer({ allergens: ['Soja', 'Vis', 'Eieren', 'Noten', 'Lactose', 'Gluten'], mayContain: ['peanuts'] }).toState();
    expect(state.allergens).toEqual(['gluten', 'eggs', 'fish', 'soy', 'milk', 'nuts']);
  });

  it.each([
    ['an unknown code', { allergens: ['Pinda'] }, 'allergens', 'food_code_unknown'],
    ['an allergen in both lists', { allergens: ['milk'], mayContain: ['Lactose'] }, 'mayContain', 'allergen_in_both_lists'],
    ['a repeated trace', { mayContain: ['nuts', 'Noten'] }, 'mayContain', 'food_code_repeated'],
    ['vegan but not vegetarian', { diet: ['vegan'] }, 'diet', 'diet_vegan_not_vegetarian'],
    ['an unknown diet mark', { diet: ['kosher'] }, 'diet', 'food_code_unknown'],
    ['ingredients of 1,001 characters', { ingredients: 'x'.repeat(1001) }, 'ingredients', 'ingredients_too_long'],
    ['a preparation in the future', { preparedAt: new Date(NOW.getTime() + 1) }, 'preparedAt', 'prepared_at_in_future'],
    [
      'a preparation more than 7 days back',
      { preparedAt: new Date(NOW.getTime() - 7 * 24 * HOUR - 1) },
      'preparedAt',
      'prepared_at_too_long_ago',
    ],
    ['reheating food that is kept hot', { storage: 'hot', reheat: true }, 'reheat', 'reheat_needs_chilled'],
  ])('refuses %s with a stable code at the field', (_name, input, field, code) => {
    expect(codesOf(() => offer(input as Partial<PortionInput>))).toEqual({ [field]: code });
  });

  it('accepts the bounds: vegan with vegetarian, 1,000 characters, prepared now or exactly 7 days back, chilled to reheat', () => {
    const state = offer({
      diet: ['vegan', 'halal', 'vegetarian'],
      ingredients: 'x'.repeat(1000),
      preparedAt: new Date(NOW.getTime() - 7 * 24 * HOUR),
      storage: 'chilled',
      reheat: true,
    }).toState();
    expect(state).toMatchObject({ diet: ['vegetarian', 'vegan', 'halal'], storage: 'chilled', reheat: true });
    expect(offer({ preparedAt: NOW }).toState().preparedAt).toEqual(NOW);
  });

  it('refuses an end past the tenant limit from preparation for the storage kind, naming the limit', () => {
    const policy = { defaultPriceCents: null, maxHoursPreparedToEnd: { hot: 4, chilled: null, ambient: 2 } };
    const input = {
      locationId: 'l',
      title: 'Soep',
      allergensDeclared: true,
      preparedAt: new Date(NOW.getTime() - 3 * HOUR),
      availableUntil: new Date(NOW.getTime() + HOUR),
    };
    expect(Portion.offer({ ...input, storage: 'hot' }, by, NOW, policy).toState().storage).toBe('hot');
    expect(Portion.offer({ ...input, storage: 'chilled' }, by, NOW, policy).toState().storage).toBe('chilled');
    const errors = fieldErrors(() => Portion.offer({ ...input, storage: 'ambient' }, by, NOW, policy));
    expect(errors.availableUntil[0]).toContain('hoogstens 2 uur');
    expect(() => Portion.offer({ ...input, storage: 'hot', availableUntil: new Date(NOW.getTime() + HOUR + 1) }, by, NOW, policy)).toThrow(
      InvalidInputError,
    );
  });

  it('an edit that leaves the allergens alone keeps an older, undeclared portion as it is', () => {
    const old = Portion.restore({ ...offer().toState(), allergensDeclared: false });
    old.edit({ title: 'Soep van gisteren' }, NOW);
    expect(old.toState()).toMatchObject({ title: 'Soep van gisteren', allergensDeclared: false });
    expect(codesOf(() => old.edit({ allergens: [] }, NOW))).toEqual({ allergens: 'allergens_not_declared' });
    old.edit({ allergens: [], allergensDeclared: true }, NOW);
    expect(old.toState().allergensDeclared).toBe(true);
  });

  it('removing the last allergen must say "contains none" again', () => {
    const portion = offer({ allergens: ['milk'] });
    expect(codesOf(() => portion.edit({ allergens: [] }, NOW))).toEqual({ allergens: 'allergens_not_declared' });
    portion.edit({ allergens: [], allergensDeclared: true }, NOW);
    expect(portion.toState()).toMatchObject({ allergens: [], allergensDeclared: true });
  });

  it('a storage change clears reheating unless it is sent again', () => {
    const portion = offer({ storage: 'chilled', reheat: true });
    portion.edit({ storage: 'hot' }, NOW);
    expect(portion.toState()).toMatchObject({ storage: 'hot', reheat: false });
  });
});

describe('what a portion records', () => {
  it('records its offer, each edit, photo, withdrawal and expiry, with its state after each', () => {
    const portion = offer();
    portion.edit({ title: 'Lasagne verde' }, NOW);
    portion.replacePhoto('photo-1', NOW);
    portion.withdraw(NOW);
    const events = portion.pullRecordedEvents();
    expect(events.map((event) => event.type)).toEqual(['portion.offered', 'portion.changed', 'portion.photo_changed', 'portion.withdrawn']);
    expect(events[1]).toMatchObject({ at: NOW, portion: { title: 'Lasagne verde', photoId: null } });
    expect(events[3].portion.status).toBe('expired');
    expect(portion.pullRecordedEvents()).toEqual([]);

    const overdue = offer();
    overdue.pullRecordedEvents();
    overdue.expire(NOW);
    expect(overdue.pullRecordedEvents()).toEqual([]);
    overdue.expire(new Date(NOW.getTime() + 3 * HOUR));
    expect(overdue.pullRecordedEvents().map((event) => event.type)).toEqual(['portion.expired']);
  });
});
