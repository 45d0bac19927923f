import { FIELD_LIMITS } from '../../api/schema-values';
import { i18n } from '../../i18n';

/**
 * The food codes a portion carries, generated from openapi.yaml (the answer's, since requests also take the spec's
 * older Dutch allergen names); the allergens are Annex II's of EU Regulation 1169/2011, in its order.
 */
const PORTION_CODES = FIELD_LIMITS.PortionResponseDto;
export const ALLERGENS = PORTION_CODES.allergens.enum;
export type Allergen = (typeof ALLERGENS)[number];

export const DIET_MARKS = PORTION_CODES.diet.enum;
export type DietMark = (typeof DIET_MARKS)[number];

export const STORAGE_KINDS = PORTION_CODES.storage.enum;
export type Storage = (typeof STORAGE_KINDS)[number];

/** The allergens that carry what the law's name covers, where the short name does not say it. */
const DETAILED: readonly Allergen[] = ['gluten', 'peanuts', 'milk', 'nuts', 'sulphites'];

/** "Melk (incl. lactose)": the full name the label and the form show. */
export function allergenFullName(code: Allergen): string {
  const name = i18n.t(`shared:food.allergenNames.${code}`);
  if (!DETAILED.includes(code)) return name;
  return i18n.t('shared:food.allergenWithDetail', { name, detail: i18n.t(`shared:food.allergenDetails.${code as 'gluten'}`) });
}
