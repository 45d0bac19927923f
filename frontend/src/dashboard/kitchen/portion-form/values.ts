import { toLocalInput, defaultEndTime } from '../default-end-time';
import type { Portion } from '../../queries';
import { DIET_MARKS, type Allergen, type DietMark, type Storage } from '../../portions/food-codes';

export const DEFAULT_QUANTITY = 1;
export const INGREDIENTS_MAX = 1000;

/** What the portion form holds while the cook types. */
export interface Values {
  title: string;
  description: string;
  locationId: string;
  quantity: string;
  /** Euros as typed, new portions only; empty: the tenant's default price. */
  price: string;
  /** Grams per portion as typed; empty: the organisation's default weight. */
  weight: string;
  availableUntil: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  /** "Contains none of the 14", ticked by the cook. */
  declaredNone: boolean;
  diet: DietMark[];
  ingredients: string;
  /** datetime-local; empty: not given. */
  preparedAt: string;
  storage: Storage | '';
  reheat: boolean;
  /** IDDSI level as a select value; empty: none. */
  iddsiLevel: string;
  /** Temperatures as typed (comma or point) and their times as datetime-local; empty: not given. Named as the API's fields. */
  temperatureC: string;
  temperatureAt: string;
  coolingStartedAt: string;
  cooledAt: string;
  cooledTemperatureC: string;
}

/** The food safety fields, empty: a new batch is measured anew. */
export const NO_MEASUREMENTS = { temperatureC: '', temperatureAt: '', coolingStartedAt: '', cooledAt: '', cooledTemperatureC: '' };

/** One list in the order of `order`, with `item` switched on or off. */
export const toggled = <T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] =>
  order.filter((candidate) => (candidate === item ? on : list.includes(candidate)));

/** Vegan implies vegetarian: ticking vegan ticks vegetarian, unticking vegetarian unticks vegan. */
export function withDietMark(diet: readonly DietMark[], mark: DietMark, on: boolean): DietMark[] {
  let next = toggled(diet, mark, on, DIET_MARKS);
  if (mark === 'vegan' && on) next = toggled(next, 'vegetarian', true, DIET_MARKS);
  if (mark === 'vegetarian' && !on) next = toggled(next, 'vegan', false, DIET_MARKS);
  return next;
}

/** Whole grams, or null for the organisation's default. */
export function toWeight(raw: string): number | null {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : null;
}

/** Whole numbers of at least 1; anything else falls back to the default. */
export function toQuantity(raw: string): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_QUANTITY;
}

export function initialValues(portion: Portion | undefined): Values {
  if (!portion) {
    return {
      title: '',
      description: '',
      locationId: '',
      quantity: String(DEFAULT_QUANTITY),
      price: '',
      weight: '',
      availableUntil: toLocalInput(defaultEndTime(new Date())),
      allergens: [],
      mayContain: [],
      declaredNone: false,
      diet: [],
      ingredients: '',
      preparedAt: '',
      storage: '',
      reheat: false,
      iddsiLevel: '',
      ...NO_MEASUREMENTS,
    };
  }
  return {
    title: portion.title,
    description: portion.description,
    locationId: portion.locationId,
    quantity: String(portion.totalQuantity),
    price: '',
    weight: portion.portionWeightGrams === null ? '' : String(portion.portionWeightGrams),
    availableUntil: toLocalInput(new Date(portion.availableUntil)),
    ...foodValues(portion),
    ...measurements(portion),
  };
}

const localOrEmpty = (instant: string | null) => (instant ? toLocalInput(new Date(instant)) : '');
const numberOrEmpty = (value: number | null) => (value === null ? '' : String(value));

/** What an edit starts from: the portion's standing measurements. */
function measurements(portion: Portion): typeof NO_MEASUREMENTS {
  return {
    temperatureC: numberOrEmpty(portion.temperatureC),
    temperatureAt: localOrEmpty(portion.temperatureAt),
    coolingStartedAt: localOrEmpty(portion.coolingStartedAt),
    cooledAt: localOrEmpty(portion.cooledAt),
    cooledTemperatureC: numberOrEmpty(portion.cooledTemperatureC),
  };
}

/** What "Opnieuw aanbieden" and editing take over of a portion's food information. */
export function foodValues(
  portion: Portion,
): Omit<
  Values,
  'title' | 'description' | 'locationId' | 'quantity' | 'price' | 'weight' | 'availableUntil' | keyof typeof NO_MEASUREMENTS
> {
  return {
    allergens: [...portion.allergens],
    mayContain: [...portion.mayContain],
    declaredNone: portion.allergensDeclared && portion.allergens.length === 0,
    diet: [...portion.diet],
    ingredients: portion.ingredients ?? '',
    preparedAt: portion.preparedAt ? toLocalInput(new Date(portion.preparedAt)) : '',
    storage: portion.storage ?? '',
    reheat: portion.reheat,
    iddsiLevel: portion.iddsiLevel === null ? '' : String(portion.iddsiLevel),
  };
}
