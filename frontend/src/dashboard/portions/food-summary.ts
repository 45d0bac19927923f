import { FOOD, type Allergen } from '../texts';
import type { Portion } from '../queries';

const names = (codes: Allergen[]) => codes.map((code) => FOOD.allergenNames[code]).join(', ');

/** "Bevat: Gluten, Melk; kan sporen bevatten van: Noten", "Geen allergenen", or "Allergenen niet opgegeven". */
export function allergenSummary({
  allergens,
  mayContain,
  allergensDeclared,
}: Pick<Portion, 'allergens' | 'mayContain' | 'allergensDeclared'>): string {
  const traces = mayContain.length > 0 ? `${FOOD.mayContain.toLowerCase()}: ${names(mayContain)}` : null;
  const main = allergens.length > 0 ? `${FOOD.contains}: ${names(allergens)}` : allergensDeclared ? FOOD.noAllergens : FOOD.undeclared;
  return [main, traces].filter(Boolean).join('; ');
}
