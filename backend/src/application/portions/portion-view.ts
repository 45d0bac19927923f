import type { PhotoLinks } from '../../domain/portions/photo-links.js';
import type { PortionState, PortionStatus } from '../../domain/portions/portion.js';
import type { PortionRecord } from '../../domain/portions/portion.repository.js';

/** A portion as the API answers it: the status as of now, the location's name and a signed link to its photo. */
export interface PortionView extends Omit<PortionState, 'status' | 'photoId'> {
  status: PortionStatus;
  locationName: string;
  /** Signed and expiring (an <img> sends no token); null without a photo. */
  photoUrl: string | null;
  /** The caller's place on the portion's waiting list (1 = next); null when they are not waiting. */
  waitlistPosition: number | null;
}

export function toPortionView(
  { portion, locationName }: PortionRecord,
  now: Date,
  photoLinks: PhotoLinks,
  waitlistPosition: number | null = null,
): PortionView {
  const { photoId, ...state } = portion.toState();
  return {
    ...state,
    status: portion.statusAt(now),
    locationName,
    photoUrl: photoId ? photoLinks.urlFor(state.tenantId, photoId, now) : null,
    waitlistPosition,
  };
}

/** A portion as a webhook carries it: the fields the API answers with, in the same order. */
export function toPortionPayload(view: PortionView) {
  return {
    id: view.id,
    tenantId: view.tenantId,
    locationId: view.locationId,
    locationName: view.locationName,
    title: view.title,
    description: view.description,
    totalQuantity: view.totalQuantity,
    availableQuantity: view.availableQuantity,
    reservedQuantity: view.reservedQuantity,
    pickedUpQuantity: view.pickedUpQuantity,
    availableUntil: view.availableUntil,
    allergens: view.allergens,
    mayContain: view.mayContain,
    allergensDeclared: view.allergensDeclared,
    diet: view.diet,
    ingredients: view.ingredients,
    preparedAt: view.preparedAt,
    storage: view.storage,
    reheat: view.reheat,
    priceCents: view.priceCents,
    portionWeightGrams: view.portionWeightGrams,
    status: view.status,
    photoUrl: view.photoUrl,
    createdBy: view.createdBy,
    createdByApiKeyName: view.createdByApiKeyName,
    createdAt: view.createdAt,
  };
}
