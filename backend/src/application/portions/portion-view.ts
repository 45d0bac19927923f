import { readingOf, type EndedReason, type FoodSafetyReading, type TemperatureEntry } from '../../domain/portions/food-safety.js';
import type { WaitlistPlace } from './waiting-lists.port.js';
import type { PhotoLinks } from '../../domain/portions/photo-links.js';
import type { PortionState, PortionStatus } from '../../domain/portions/portion.js';
import type { PortionRecord } from '../../domain/portions/portion.repository.js';

/** A portion as the API answers it: the status as of now, the location's name and a signed link to its photo. */
/** One temperature on record as the API answers it. */
export type TemperatureView = TemperatureEntry;

export function toTemperatureView(entry: TemperatureEntry): TemperatureView {
  return { ...entry, measuredBy: { ...entry.measuredBy } };
}

export interface PortionView extends Omit<PortionState, 'status' | 'photoId' | 'temperatures' | 'endedReason'>, FoodSafetyReading {
  status: PortionStatus;
  /** null while on offer; a closed window reads as `expired` before the job writes it down. */
  endedReason: EndedReason | null;
  /** Every temperature on record, corrections included, oldest first. */
  temperatureChecks: TemperatureView[];
  locationName: string;
  /** Signed and expiring (an <img> sends no token); null without a photo. */
  photoUrl: string | null;
  /** The caller's place on the portion's waiting list (1 = next); null when they are not waiting. */
  waitlistPosition: number | null;
  /** The caller waits and was passed over at the cap on open reservations (see WaitlistPlace). */
  waitlistPassedOver: boolean;
}

export function toPortionView(
  { portion, locationName }: PortionRecord,
  now: Date,
  photoLinks: PhotoLinks,
  waitlistPlace: WaitlistPlace | null = null,
): PortionView {
  const { photoId, temperatures, ...state } = portion.toState();
  return {
    ...state,
    ...readingOf(temperatures),
    temperatureChecks: temperatures.map(toTemperatureView),
    endedReason: portion.endedReasonAt(now),
    status: portion.statusAt(now),
    locationName,
    photoUrl: photoId ? photoLinks.urlFor(state.tenantId, photoId, now) : null,
    waitlistPosition: waitlistPlace?.position ?? null,
    waitlistPassedOver: waitlistPlace?.passedOver ?? false,
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
    endedReason: view.endedReason,
    endedAt: view.endedAt,
    iddsiLevel: view.iddsiLevel,
    temperatureC: view.temperatureC,
    temperatureAt: view.temperatureAt,
    coolingStartedAt: view.coolingStartedAt,
    cooledAt: view.cooledAt,
    cooledTemperatureC: view.cooledTemperatureC,
    holdUntil: view.holdUntil,
    temperatureChecks: view.temperatureChecks,
    photoUrl: view.photoUrl,
    createdBy: view.createdBy,
    createdByApiKeyName: view.createdByApiKeyName,
    createdAt: view.createdAt,
  };
}
