import { api, query } from '../api/client';
import type { Schema } from '../api/types';

/** The calls of the portions and reservations API that the hand-built views use; the shapes come from openapi.yaml. */

export type Portion = Schema<'PortionResponseDto'>;
export type Reservation = Schema<'ReservationResponseDto'>;
export type ReservationStatus = Reservation['status'];
export type PortionReservation = Schema<'PortionReservationResponseDto'>;
export type Location = Schema<'LocationResponseDto'>;
export type NewPortion = Schema<'CreatePortionDto'>;
/** An open reservation on the counter tablet of a location. */
export type CounterReservation = Schema<'CounterReservationResponseDto'>;
export type TenantSettings = Schema<'TenantSettingsResponseDto'>;
/** Who confirms a pick-up: staff themselves, or only the kitchen at the counter. */
export type PickupConfirmation = TenantSettings['pickupConfirmation'];
/** The price, like the location, is fixed once offered. */
export type PortionChanges = Schema<'UpdatePortionDto'>;

/** Lists ask for one generous page: a kitchen's day of portions fits, and the API caps a page anyway. */
export const PAGE_SIZE = 200;
const PAGE = [0, PAGE_SIZE - 1];

const tenantPath = (tenantId: string) => `/api/protected/tenants/${tenantId}`;

export const keys = {
  portions: (tenantId: string, filter: { available?: boolean; locationId?: string } = {}) => ['portions', tenantId, filter] as const,
  /** Under 'reservations', so that live reservation events refresh it. */
  portionReservations: (tenantId: string, portionId: string) => ['reservations', 'portion', tenantId, portionId] as const,
  myReservations: ['reservations', 'mine'] as const,
  activeLocations: (tenantId: string) => ['locations', tenantId, 'active'] as const,
  /** Under 'reservations', so that live reservation events refresh it. */
  counter: (tenantId: string, locationId: string) => ['reservations', 'counter', tenantId, locationId] as const,
  settings: (tenantId: string) => ['settings', tenantId] as const,
};

export const fetchPortions = (tenantId: string, params: { available?: boolean; locationId?: string } = {}) =>
  api.get<Portion[]>(`${tenantPath(tenantId)}/portions${query({ ...params, range: PAGE })}`);

export const createPortion = (tenantId: string, portion: NewPortion) => api.post<Portion>(`${tenantPath(tenantId)}/portions`, portion);

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
/** The return page's question: asks the server, which asks Mollie about an open payment. */
export const refreshPayment = (reservationId: string) =>
  api.post<Reservation>(`/api/protected/reservations/${reservationId}/payment/refresh`, {});

/** Paid online: the browser goes to Mollie's checkout; true when it went. */
export function goToCheckout(reservation: Reservation): boolean {
  const checkoutUrl = reservation.status === 'awaiting_payment' ? reservation.payment?.checkoutUrl : null;
  if (checkoutUrl) window.location.assign(checkoutUrl);
  return Boolean(checkoutUrl);
}

/** A fully booked portion's waiting list: joining answers the caller's place (1 = next). */
export const joinWaitlist = (tenantId: string, portionId: string) =>
  api.post<Schema<'WaitlistPlaceResponseDto'>>(`${tenantPath(tenantId)}/portions/${portionId}/waitlist`, {});

export const leaveWaitlist = (tenantId: string, portionId: string) =>
  api.delete<void>(`${tenantPath(tenantId)}/portions/${portionId}/waitlist`);

export const setReservationStatus = (reservationId: string, status: 'picked_up' | 'cancelled') =>
  api.patch<Reservation>(`/api/protected/reservations/${reservationId}/status`, { status });

export const fetchSettings = (tenantId: string) => api.get<TenantSettings>(`${tenantPath(tenantId)}/settings`);

export const fetchCounterReservations = (tenantId: string, locationId: string) =>
  api.get<CounterReservation[]>(`${tenantPath(tenantId)}/locations/${locationId}/open-reservations`);

export type HandedOver = Schema<'HandOverResponseDto'>;

/** The hand-over at the counter by pick-up code; a scanned QR also names the reservation; a temperature may go along. */
export const handOverByCode = (tenantId: string, locationId: string, code: string, reservationId?: string, temperatureC?: number) =>
  api.post<HandedOver>(`${tenantPath(tenantId)}/locations/${locationId}/handovers`, {
    code,
    ...(reservationId && { reservationId }),
    ...(temperatureC !== undefined && { temperatureC }),
  });

export const acknowledgeNotice = (reservationId: string) =>
  api.post<Reservation>(`/api/protected/reservations/${reservationId}/notice/acknowledgement`, {});

export const calendarPath = (reservationId: string) => `/api/protected/reservations/${reservationId}/calendar.ics`;
