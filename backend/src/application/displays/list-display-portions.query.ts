import { Injectable } from '@nestjs/common';
import { PhotoLinks, PortionRepository, type Allergen, type DietMark } from '../../domain/portions/index.js';
import { toPortionView, type PortionView } from '../portions/index.js';
import { Clock } from '../../domain/shared/clock.js';
import type { DisplayTarget } from '../../domain/displays/display-link.repository.js';

/** A screen shows at most this many portions, those ending soonest. */
export const DISPLAY_PORTIONS_MAX = 60;

/** What a screen shows of a portion: what the food is and how many are left; nothing about who offered it. */
export interface DisplayPortionView {
  id: string;
  title: string;
  availableQuantity: number;
  totalQuantity: number;
  availableUntil: Date;
  allergens: Allergen[];
  mayContain: Allergen[];
  allergensDeclared: boolean;
  diet: DietMark[];
  photoUrl: string | null;
  /** IDDSI texture level, for those on a special diet. */
  iddsiLevel: number | null;
}

/** The location's portions that can be reserved now, soonest end first. */
@Injectable()
export class ListDisplayPortionsQuery {
  constructor(
    private readonly portions: PortionRepository,
    private readonly photoLinks: PhotoLinks,
    private readonly clock: Clock,
  ) {}

  async execute(target: DisplayTarget): Promise<DisplayPortionView[]> {
    const now = this.clock.now();
    const page = await this.portions.list(
      target.tenantId,
      { reservableOnly: true, locationId: target.locationId, now },
      { sort: { field: 'availableUntil', order: 'ASC' }, range: { start: 0, end: DISPLAY_PORTIONS_MAX - 1 }, filter: {} },
    );
    return page.items.map((record) => toDisplayPortionView(toPortionView(record, now, this.photoLinks)));
  }
}

/** What a screen may show of a portion: the same fields in its list and in its live events. */
export function toDisplayPortionView(view: PortionView): DisplayPortionView {
  return {
    id: view.id,
    title: view.title,
    availableQuantity: view.availableQuantity,
    totalQuantity: view.totalQuantity,
    availableUntil: view.availableUntil,
    allergens: view.allergens,
    mayContain: view.mayContain,
    allergensDeclared: view.allergensDeclared,
    diet: view.diet,
    photoUrl: view.photoUrl,
    iddsiLevel: view.iddsiLevel,
  };
}
