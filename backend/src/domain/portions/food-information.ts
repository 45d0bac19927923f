import { InvalidInputError } from '../shared/domain-error.js';

/** The 14 allergens of EU Regulation 1169/2011, Annex II, as stable codes in the regulation's order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The six Dutch presets of the first version, still accepted as input from older clients. */
export const LEGACY_ALLERGENS: Readonly<Record<string, Allergen>> = {
  Gluten: 'gluten',
  Lactose: 'milk',
  Noten: 'nuts',
  Eieren: 'eggs',
  Vis: 'fish',
  Soja: 'soy',
};

export const DIET_MARKS = ['vegetarian', 'vegan', 'halal', 'no_pork'] as const;
export type DietMark = (typeof DIET_MARKS)[number];

export const STORAGE_KINDS = ['hot', 'chilled', 'ambient'] as const;
export type Storage = (typeof STORAGE_KINDS)[number];

export const INGREDIENTS_MAX = 1000;
export const PREPARED_MAX_DAYS_BACK = 7;
const HOUR_MS = 60 * 60 * 1000;

/** Stable codes of the field errors below, for clients that show their own text. */
export const FOOD_INFORMATION_ERRORS = {
  unknown: 'food_code_unknown',
  repeated: 'food_code_repeated',
  inBothLists: 'allergen_in_both_lists',
  notDeclared: 'allergens_not_declared',
  veganNotVegetarian: 'diet_vegan_not_vegetarian',
  ingredientsTooLong: 'ingredients_too_long',
  preparedInFuture: 'prepared_at_in_future',
  preparedTooLongAgo: 'prepared_at_too_long_ago',
  reheatNeedsChilled: 'reheat_needs_chilled',
  preparedToEndTooLong: 'prepared_to_end_too_long',
} as const;

/** What the kitchen tells about the food: the law's allergen information, diet, preparation and storage. */
export interface FoodInformation {
  /** "Bevat". */
  allergens: Allergen[];
  /** "Kan sporen bevatten van"; never one of `allergens`. */
  mayContain: Allergen[];
  /** The kitchen answered the allergen question: true with an empty list means "contains none of the 14". */
  allergensDeclared: boolean;
  diet: DietMark[];
  ingredients: string | null;
  preparedAt: Date | null;
  storage: Storage | null;
  /** Chilled food that must be reheated to at least 75 °C at its core before eating. */
  reheat: boolean;
}

export interface FoodInformationInput {
  allergens?: string[];
  mayContain?: string[];
  allergensDeclared?: boolean;
  diet?: string[];
  ingredients?: string | null;
  preparedAt?: Date | null;
  storage?: Storage | null;
  reheat?: boolean;
}

/** Per storage kind, the most hours from preparation to the end of pick-up; null: no limit. */
export type PreparedToEndLimits = Record<Storage, number | null>;
export const NO_PREPARED_TO_END_LIMITS: PreparedToEndLimits = { hot: null, chilled: null, ambient: null };

const STORAGE_NAMES: Record<Storage, string> = { hot: 'warm gehouden', chilled: 'gekoeld', ambient: 'op kamertemperatuur' };

/** Maps old Dutch presets to their codes and checks a list of codes: known, each once. */
export function requireAllergenCodes(field: string, values: readonly string[]): Allergen[] {
  const codes = values.map((value) => LEGACY_ALLERGENS[value] ?? value);
  const unknown = codes.filter((code) => !(ALLERGENS as readonly string[]).includes(code));
  if (unknown.length > 0) {
    throw InvalidInputError.field(
      field,
      FOOD_INFORMATION_ERRORS.unknown,
      `Onbekende allergeencode: ${unknown.join(', ')}. Kies uit ${ALLERGENS.join(', ')}.`,
    );
  }
  if (new Set(codes).size !== codes.length) {
    throw InvalidInputError.field(field, FOOD_INFORMATION_ERRORS.repeated, 'Elk allergeen mag maar één keer in de lijst staan.');
  }
  return sortedLike(ALLERGENS, codes as Allergen[]);
}

/** "Contains" and "may contain": one list per allergen, and the allergen question answered. */
export function requireAllergenDeclaration(
  allergens: Allergen[],
  mayContain: Allergen[],
  allergensDeclared: boolean | undefined,
): { allergensDeclared: boolean } {
  const both = mayContain.filter((code) => allergens.includes(code));
  if (both.length > 0) {
    throw InvalidInputError.field(
      'mayContain',
      FOOD_INFORMATION_ERRORS.inBothLists,
      `Een allergeen staat bij "bevat" of bij "kan sporen bevatten", niet bij allebei: ${both.join(', ')}.`,
    );
  }
  if (allergens.length === 0 && allergensDeclared !== true) {
    throw InvalidInputError.field(
      'allergens',
      FOOD_INFORMATION_ERRORS.notDeclared,
      'Geef aan welke allergenen de portie bevat, of bevestig dat ze geen van de 14 allergenen bevat.',
    );
  }
  return { allergensDeclared: true };
}

export function requireDiet(values: readonly string[]): DietMark[] {
  const unknown = values.filter((value) => !(DIET_MARKS as readonly string[]).includes(value));
  if (unknown.length > 0) {
    throw InvalidInputError.field(
      'diet',
      FOOD_INFORMATION_ERRORS.unknown,
      `Onbekende dieetcode: ${unknown.join(', ')}. Kies uit ${DIET_MARKS.join(', ')}.`,
    );
  }
  if (new Set(values).size !== values.length) {
    throw InvalidInputError.field('diet', FOOD_INFORMATION_ERRORS.repeated, 'Elke dieetaanduiding mag maar één keer in de lijst staan.');
  }
  if (values.includes('vegan') && !values.includes('vegetarian')) {
    throw InvalidInputError.field(
      'diet',
      FOOD_INFORMATION_ERRORS.veganNotVegetarian,
      'Een veganistische portie is ook vegetarisch: kies beide.',
    );
  }
  return sortedLike(DIET_MARKS, values as DietMark[]);
}

export function requireIngredients(ingredients: string | null): string | null {
  const trimmed = ingredients?.trim() ?? '';
  if (trimmed.length > INGREDIENTS_MAX) {
    throw InvalidInputError.field(
      'ingredients',
      FOOD_INFORMATION_ERRORS.ingredientsTooLong,
      `De ingrediëntenlijst mag hoogstens ${INGREDIENTS_MAX} tekens lang zijn.`,
      { max: INGREDIENTS_MAX },
    );
  }
  return trimmed.length > 0 ? trimmed : null;
}

export function requirePreparedAt(preparedAt: Date | null, now: Date): Date | null {
  if (preparedAt === null) return null;
  if (preparedAt > now) {
    throw InvalidInputError.field(
      'preparedAt',
      FOOD_INFORMATION_ERRORS.preparedInFuture,
      'Het bereidingsmoment kan niet in de toekomst liggen.',
    );
  }
  if (now.getTime() - preparedAt.getTime() > PREPARED_MAX_DAYS_BACK * 24 * HOUR_MS) {
    throw InvalidInputError.field(
      'preparedAt',
      FOOD_INFORMATION_ERRORS.preparedTooLongAgo,
      `Het bereidingsmoment mag hoogstens ${PREPARED_MAX_DAYS_BACK} dagen geleden zijn.`,
      { days: PREPARED_MAX_DAYS_BACK },
    );
  }
  return preparedAt;
}

export function requireReheat(reheat: boolean, storage: Storage | null): boolean {
  if (reheat && storage !== 'chilled') {
    throw InvalidInputError.field(
      'reheat',
      FOOD_INFORMATION_ERRORS.reheatNeedsChilled,
      'Opwarmen geldt alleen voor gekoeld bewaarde porties.',
    );
  }
  return reheat;
}

/** The tenant's limit from preparation to the end of pick-up, for the portion's kind of storage. */
export function requireWithinPreparedToEnd(
  food: Pick<FoodInformation, 'preparedAt' | 'storage'>,
  availableUntil: Date,
  limits: PreparedToEndLimits,
): void {
  if (!food.preparedAt || !food.storage) return;
  const hours = limits[food.storage];
  if (hours === null || availableUntil.getTime() - food.preparedAt.getTime() <= hours * HOUR_MS) return;
  throw InvalidInputError.field(
    'availableUntil',
    FOOD_INFORMATION_ERRORS.preparedToEndTooLong,
    `Voor ${STORAGE_NAMES[food.storage]} bewaarde porties mag er hoogstens ${hours} uur liggen tussen bereiding en einde van het ophalen.`,
    { hours },
  );
}

function sortedLike<T extends string>(order: readonly T[], values: T[]): T[] {
  return [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** What an edit added to or removed from a portion's allergen lists; people who reserved it are told. */
export interface AllergenChange {
  allergensAdded: Allergen[];
  allergensRemoved: Allergen[];
  mayContainAdded: Allergen[];
  mayContainRemoved: Allergen[];
}

/** The difference between two states of the allergen lists, in the regulation's order; null when they are the same. */
export function allergenChange(
  before: Pick<FoodInformation, 'allergens' | 'mayContain'>,
  after: Pick<FoodInformation, 'allergens' | 'mayContain'>,
): AllergenChange | null {
  const minus = (a: readonly Allergen[], b: readonly Allergen[]) => ALLERGENS.filter((code) => a.includes(code) && !b.includes(code));
  const change: AllergenChange = {
    allergensAdded: minus(after.allergens, before.allergens),
    allergensRemoved: minus(before.allergens, after.allergens),
    mayContainAdded: minus(after.mayContain, before.mayContain),
    mayContainRemoved: minus(before.mayContain, after.mayContain),
  };
  return Object.values(change).some((list) => list.length > 0) ? change : null;
}
