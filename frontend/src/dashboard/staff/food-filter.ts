import { useEffect, useState } from 'react';
import type { Portion } from '../queries';
import { ALLERGENS, DIET_MARKS, type Allergen, type DietMark } from '../portions/food-codes';
import { IDDSI_LEVELS, type IddsiLevel } from '../food-safety/food-safety';

/**
 * A colleague's own allergen and diet filter. It is health information about a person, so it stays in this
 * browser's localStorage and is never sent to the server: filtering happens on the list the server sent.
 */
export interface FoodFilter {
  avoid: Allergen[];
  /** Also hide portions that may contain traces of an avoided allergen. */
  alsoTraces: boolean;
  /** Only portions that carry every one of these marks. */
  diet: DietMark[];
  /** Only portions with an IDDSI level at or below this one (a texture one can swallow); null: any. */
  iddsiMax: IddsiLevel | null;
}

export const NO_FILTER: FoodFilter = { avoid: [], alsoTraces: false, diet: [], iddsiMax: null };
const KEY = 'portiepunt.staff.food-filter';

/** What was stored, keeping only known codes (an older or tampered value never breaks the list). */
function read(): FoodFilter {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<FoodFilter> | null;
    if (!stored || typeof stored !== 'object') return NO_FILTER;
    return {
      avoid: ALLERGENS.filter((code) => Array.isArray(stored.avoid) && stored.avoid.includes(code)),
      alsoTraces: stored.alsoTraces === true,
      diet: DIET_MARKS.filter((mark) => Array.isArray(stored.diet) && stored.diet.includes(mark)),
      iddsiMax: IDDSI_LEVELS.find((level) => level === stored.iddsiMax) ?? null,
    };
  } catch {
    return NO_FILTER;
  }
}

export function useFoodFilter(): [FoodFilter, (filter: FoodFilter) => void] {
  const [filter, setFilter] = useState<FoodFilter>(read);
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify(filter));
    } catch {
      // Private mode or full storage: the filter then lasts for this visit only.
    }
  }, [filter]);
  return [filter, setFilter];
}

type FilteredFacts = Pick<Portion, 'allergens' | 'mayContain' | 'allergensDeclared' | 'diet' | 'iddsiLevel'>;

/**
 * The avoided allergens a portion holds (and may hold, with alsoTraces). A portion whose allergens were never
 * declared counts as holding all of them: unknown is not safe.
 */
export function avoidedIn(portion: FilteredFacts, filter: FoodFilter): Allergen[] {
  if (filter.avoid.length === 0) return [];
  if (!portion.allergensDeclared && portion.allergens.length === 0) return filter.avoid;
  const held = new Set<Allergen>([...portion.allergens, ...(filter.alsoTraces ? portion.mayContain : [])]);
  return filter.avoid.filter((code) => held.has(code));
}

export function fitsDiet(portion: FilteredFacts, filter: FoodFilter): boolean {
  return filter.diet.every((mark) => portion.diet.includes(mark));
}

/** A portion without a level counts as regular food: unknown is not safe for a texture-modified diet. */
export function fitsTexture(portion: FilteredFacts, filter: FoodFilter): boolean {
  return filter.iddsiMax === null || (portion.iddsiLevel !== null && portion.iddsiLevel <= filter.iddsiMax);
}

export function isHidden(portion: FilteredFacts, filter: FoodFilter): boolean {
  return avoidedIn(portion, filter).length > 0 || !fitsDiet(portion, filter) || !fitsTexture(portion, filter);
}

export const filterSize = (filter: FoodFilter) =>
  filter.avoid.length + filter.diet.length + Number(filter.alsoTraces) + Number(filter.iddsiMax !== null);
