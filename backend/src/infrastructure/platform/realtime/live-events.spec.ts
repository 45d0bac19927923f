import type { Actor } from '../../../domain/shared/actor.js';
import { dataFor, viewOf, type LiveEvent, type ReservationLiveData } from './live-events.js';

const staff: Actor & { tenantId: string } = { userId: 'staff-1', role: 'staff', tenantId: 't1' };
const kitchen: Actor & { tenantId: string } = { userId: 'k', role: 'kitchen', tenantId: 't1' };

describe('live events', () => {
  const portionEvent: LiveEvent = {
    type: 'portion.updated',
    tenantId: 't1',
    seq: 3,
    locationId: 'l',
    data: { id: 'p', title: 'Soep' },
    screen: { id: 'p', title: 'Soep', status: 'available' },
  };
  const reservationEvent: LiveEvent = {
    type: 'reservation.updated',
    tenantId: 't1',
    seq: 4,
    holderId: 'staff-1',
    data: {
      id: 'r',
      portionId: 'p',
      mine: { id: 'r', pickupCode: 'K7PX' },
      handover: { id: 'r', holderName: 'Sanne de Vries', pickupCode: 'K7PX' },
      counter: { id: 'r', holderName: 'Sanne de Vries', locationId: 'l' } as ReservationLiveData['counter'],
    },
    portion: { locationId: 'l', data: { id: 'p', availableQuantity: 2 }, screen: { id: 'p', status: 'available' } },
  };

  it('portion events reach every user of the tenant alike, and nobody else', () => {
    expect(viewOf(portionEvent, staff)).toBe('all');
    expect(viewOf(portionEvent, kitchen)).toBe('all');
    expect(viewOf(portionEvent, { ...staff, tenantId: 't2' })).toBe('none');
    expect(viewOf(portionEvent, { userId: 's', role: 'superadmin', tenantId: null })).toBe('none');
    expect(dataFor(portionEvent, 'all')).toEqual({ id: 'p', title: 'Soep' });
  });

  it("a reservation's owner gets their own list's shape, kitchen and admin the hand-over shapes, other staff its portion", () => {
    const portion = { id: 'p', availableQuantity: 2 };
    expect(viewOf(reservationEvent, staff)).toBe('mine');
    expect(dataFor(reservationEvent, 'mine')).toEqual({
      id: 'r',
      portionId: 'p',
      mine: (reservationEvent as Extract<LiveEvent, { holderId: string }>).data.mine,
      portion,
    });
    expect(viewOf(reservationEvent, kitchen)).toBe('kitchen');
    expect(viewOf(reservationEvent, { userId: 'a', role: 'admin', tenantId: 't1' })).toBe('kitchen');
    expect(dataFor(reservationEvent, 'kitchen')).not.toHaveProperty('mine');
    expect(dataFor(reservationEvent, 'kitchen')).toHaveProperty('portion', portion);
    expect(viewOf(reservationEvent, { userId: 'staff-1', role: 'kitchen', tenantId: 't1' })).toBe('all');
    expect(viewOf(reservationEvent, { userId: 'staff-2', role: 'staff', tenantId: 't1' })).toBe('portion');
    // Other staff learn the portion's new availability, never whose reservation it was.
    expect(dataFor(reservationEvent, 'portion')).toEqual({ portionId: 'p', portion });
    expect(dataFor({ ...reservationEvent, portion: null } as LiveEvent, 'portion')).toBeNull();
    expect(dataFor(reservationEvent, 'none')).toBeNull();
    expect(viewOf(reservationEvent, { ...kitchen, tenantId: 't2' })).toBe('none');
  });
});
