import { i18n } from '../../i18n';

/** The 14 allergens of EU Regulation 1169/2011, Annex II, as the API's codes, in the regulation's order. */
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

export const DIET_MARKS = ['vegetarian', 'vegan', 'halal', 'no_pork'] as const;
export type DietMark = (typeof DIET_MARKS)[number];

export const STORAGE_KINDS = ['hot', 'chilled', 'ambient'] as const;
export type Storage = (typeof STORAGE_KINDS)[number];

/** The allergens that carry what the law's name covers, where the short name does not say it. */
const DETAILED: readonly Allergen[] = ['gluten', 'peanuts', 'milk', 'nuts', 'sulphites'];

/** "Melk (incl. lactose)": the full name the label and the form show. */
export function allergenFullName(code: Allergen): string {
  const name = i18n.t(`shared:food.allergenNames.${code}`);
  if (!DETAILED.includes(code)) return name;
  return i18n.t('shared:food.allergenWithDetail', { name, detail: i18n.t(`shared:food.allergenDetails.${code as 'gluten'}`) });
}
