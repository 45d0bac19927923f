import { api, query } from '../api/client';
import type { Allergen, DietMark, Storage } from './texts';

/** The shapes and calls of the portions and reservations API that the hand-built views use. */

export type PortionStatus = 'available' | 'finished' | 'expired' | (string & {});
export type ReservationStatus = 'reserved' | 'picked_up' | 'cancelled';

export interface Portion {
  id: string;
  title: string;
  description: string;
  locationId: string;
  locationName?: string | null;
  totalQuantity: number;
  availableQuantity: number;
  /** Kitchen and admin only. */
  reservedQuantity?: number;
  pickedUpQuantity?: number;
  availableUntil: string;
  /** "Bevat": allergen codes in the regulation's order. */
  allergens: Allergen[];
  /** "Kan sporen bevatten van". */
  mayContain: Allergen[];
  /** false only for portions offered before the question had to be answered, with none listed: unknown. */
  allergensDeclared: boolean;
  diet: DietMark[];
  ingredients?: string | null;
  preparedAt?: string | null;
  storage: Storage | null;
  reheat: boolean;
  /** Euro cents per portion; null without a price. */
  priceCents?: number | null;
  status: PortionStatus;
  /** The API key it was offered through, if a system offered it. */
  createdByApiKeyName?: string | null;
  /** Signed, expiring link to the WebP photo (add &size=small for 400 px); null without a photo. */
  photoUrl?: string | null;
  createdAt?: string;
}

export interface Reservation {
  id: string;
  portionId: string;
  userId: string;
  quantity: number;
  /** Euro cents per portion as it was priced when reserved; null without a price. */
  priceCents?: number | null;
  status: ReservationStatus;
  reservedAt: string;
  pickedUpAt: string | null;
  cancelledAt?: string | null;
  /** Still reserved after the portion's end time: "Niet opgehaald". */
  overdue?: boolean;
  /** What the card shows of the portion; live events carry no portion. */
  portion?: Pick<
    Portion,
    | 'title'
    | 'locationId'
    | 'locationName'
    | 'availableUntil'
    | 'allergens'
    | 'mayContain'
    | 'allergensDeclared'
    | 'diet'
    | 'storage'
    | 'reheat'
    | 'status'
  >;
}

export interface PortionReservation extends Omit<Reservation, 'portion'> {
  holderName: string;
}

export interface Location {
  id: string;
  name: string;
  address: string | null;
  isActive: boolean;
}

export interface NewPortion {
  title: string;
  description: string;
  locationId: string;
  totalQuantity: number;
  availableUntil: string;
  allergens: Allergen[];
  mayContain: Allergen[];
  /** true with no allergens: "contains none of the 14". */
  allergensDeclared: boolean;
  diet: DietMark[];
  ingredients: string | null;
  preparedAt: string | null;
  storage: Storage | null;
  reheat: boolean;
  /** Absent: the tenant's default price. */
  priceCents?: number;
}

/** Lists ask for one generous page: a kitchen's day of portions fits, and the API caps a page anyway. */
const PAGE = [0, 199];

const tenantPath = (tenantId: string) => `/api/protected/tenants/${tenantId}`;

export const keys = {
  portions: (tenantId: string, filter: { available?: boolean; locationId?: string } = {}) => ['portions', tenantId, filter] as const,
  /** Under 'reservations', so that live reservation events refresh it. */
  portionReservations: (tenantId: string, portionId: string) => ['reservations', 'portion', tenantId, portionId] as const,
  myReservations: ['reservations', 'mine'] as const,
  activeLocations: (tenantId: string) => ['locations', tenantId, 'active'] as const,
};

export const fetchPortions = (tenantId: string, params: { available?: boolean; locationId?: string } = {}) =>
  api.get<Portion[]>(`${tenantPath(tenantId)}/portions${query({ ...params, range: PAGE })}`);

export const createPortion = (tenantId: string, portion: NewPortion) => api.post<Portion>(`${tenantPath(tenantId)}/portions`, portion);

/** The price, like the location, is fixed once offered. */
export type PortionChanges = Omit<NewPortion, 'locationId' | 'priceCents'>;

export const updatePortion = (tenantId: string, portionId: string, changes: PortionChanges) =>
  api.put<Portion>(`${tenantPath(tenantId)}/portions/${portionId}`, changes);

export function uploadPhoto(tenantId: string, portionId: string, photo: File): Promise<Portion> {
  const form = new FormData();
  form.append('photo', photo);
  return api.put<Portion>(`${tenantPath(tenantId)}/portions/${portionId}/photo`, form);
}

export const deletePhoto = (tenantId: string, portionId: string) =>
  api.delete<Portion>(`${tenantPath(tenantId)}/portions/${portionId}/photo`);

/** The 400 px variant of a signed photo link, for cards. */
export const smallPhoto = (photoUrl: string) => `${photoUrl}&size=small`;

/** Withdrawing is the kitchen's only status change: the portion reads "Verlopen" from then on. */
export const withdrawPortion = (tenantId: string, portionId: string) =>
  api.patch<Portion>(`${tenantPath(tenantId)}/portions/${portionId}/status`, { status: 'expired' });

export const fetchPortion = (tenantId: string, portionId: string) => api.get<Portion>(`${tenantPath(tenantId)}/portions/${portionId}`);

export const fetchActiveLocations = (tenantId: string) =>
  api.get<Location[]>(`${tenantPath(tenantId)}/locations${query({ filter: { isActive: true }, sort: ['name', 'ASC'], range: PAGE })}`);

/** A portion's open reservations with who holds them, oldest first: the kitchen's hand-over list. */
export const fetchOpenReservations = (tenantId: string, portionId: string) =>
  api.get<PortionReservation[]>(
    `${tenantPath(tenantId)}/portions/${portionId}/reservations${query({ filter: { status: 'reserved' }, range: PAGE })}`,
  );

export const fetchMyReservations = () => api.get<Reservation[]>(`/api/protected/reservations${query({ range: PAGE })}`);

export const reservePortion = (portionId: string) => api.post<Reservation>('/api/protected/reservations', { portionId, quantity: 1 });

export const setReservationStatus = (reservationId: string, status: 'picked_up' | 'cancelled') =>
  api.patch<Reservation>(`/api/protected/reservations/${reservationId}/status`, { status });
