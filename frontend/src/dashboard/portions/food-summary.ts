import { i18n } from '../../i18n';
import type { Allergen } from './food-codes';
import type { Portion } from '../queries';

const names = (codes: Allergen[]) => codes.map((code) => i18n.t(`shared:food.allergenNames.${code}`)).join(', ');

/** "Bevat: Gluten, Melk; kan sporen bevatten van: Noten", "Geen allergenen", or "Allergenen niet opgegeven". */
export function allergenSummary({
  allergens,
  mayContain,
  allergensDeclared,
}: Pick<Portion, 'allergens' | 'mayContain' | 'allergensDeclared'>): string {
  const food = (key: 'contains' | 'mayContain' | 'noAllergens' | 'undeclared') => i18n.t(`shared:food.${key}`);
  const traces = mayContain.length > 0 ? `${food('mayContain').toLowerCase()}: ${names(mayContain)}` : null;
  const main =
    allergens.length > 0 ? `${food('contains')}: ${names(allergens)}` : allergensDeclared ? food('noAllergens') : food('undeclared');
  return [main, traces].filter(Boolean).join('; ');
}
