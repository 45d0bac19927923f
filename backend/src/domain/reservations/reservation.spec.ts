import type { Actor } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { Portion, type AllergenChange } from '../portions/index.js';
import {
  AlreadyHandedOverError,
  CounterConfirmsPickupError,
  NotReservationOwnerError,
  ReservationNotFoundError,
  ReservationTransitionError,
  ReservationWindowClosedError,
} from './reservation.errors.js';
import { Reservation } from './reservation.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const LATER = new Date(NOW.getTime() + 3 * 60 * 60 * 1000);
const owner: Actor & { tenantId: string } = { userId: 'staff-1', role: 'staff', tenantId: 't1' };
const otherStaff: Actor = { userId: 'staff-2', role: 'staff', tenantId: 't1' };
const kitchen: Actor = { userId: 'kitchen-1', role: 'kitchen', tenantId: 't1' };

/** A portion of 5 of which `quantity` is held by the reservation under test. */
function setup(quantity = 2) {
  const portion = Portion.offer(
    {
      locationId: 'l',
      title: 'Stamppot',
      totalQuantity: 5,
      availableUntil: new Date(NOW.getTime() + 60 * 60 * 1000),
      allergens: ['celery'],
    },
    { tenantId: 't1', userId: 'kitchen-1' },
    NOW,
  );
  const state = portion.toState();
  const held = Portion.restore({ ...state, availableQuantity: state.availableQuantity - quantity, reservedQuantity: quantity });
  return { portion: held, reservation: Reservation.place({ portionId: state.id, quantity }, owner, NOW) };
}

describe('Reservation.place', () => {
  it('defaults to a quantity of 1 and starts reserved', () => {
    const reservation = Reservation.place({ portionId: 'p' }, owner, NOW);
    expect(reservation.toState()).toMatchObject({
      quantity: 1,
      status: 'reserved',
      userId: 'staff-1',
      tenantId: 't1',
      reservedAt: NOW,
      pickedUpAt: null,
      cancelledAt: null,
    });
  });

  it.each([0, 11, 1.5])('rejects a quantity of %p', (quantity) => {
    expect(() => Reservation.place({ portionId: 'p', quantity }, owner, NOW)).toThrow(InvalidInputError);
  });

  it('accepts the largest quantity, 10', () => {
    expect(Reservation.place({ portionId: 'p', quantity: 10 }, owner, NOW).quantity).toBe(10);
  });
});

describe('Reservation transitions', () => {
  it('the owner picks up: pickedUpAt is set and the quantity moves to picked up', () => {
    const { portion, reservation } = setup();
    reservation.changeStatus('picked_up', owner, portion, LATER);
    expect(reservation.toState()).toMatchObject({ status: 'picked_up', pickedUpAt: LATER });
    expect(portion.toState()).toMatchObject({ reservedQuantity: 0, pickedUpQuantity: 2, availableQuantity: 3 });
  });

  it("kitchen of the tenant may mark someone else's reservation picked up", () => {
    const { portion, reservation } = setup();
    reservation.changeStatus('picked_up', kitchen, portion, NOW);
    expect(reservation.status).toBe('picked_up');
  });

  it('another staff member does not even see it', () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('picked_up', otherStaff, portion, NOW)).toThrow(ReservationNotFoundError);
    expect(reservation.status).toBe('reserved');
  });

  it('the owner cancels while the window is open, and the quantity is free again', () => {
    const { portion, reservation } = setup();
    reservation.changeStatus('cancelled', owner, portion, NOW);
    expect(reservation.toState()).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(portion.toState()).toMatchObject({ reservedQuantity: 0, availableQuantity: 5 });
  });

  it('cancelling after the window closed is a conflict', () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('cancelled', owner, portion, LATER)).toThrow(ReservationWindowClosedError);
  });

  it("kitchen may not cancel someone else's reservation", () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('cancelled', kitchen, portion, NOW)).toThrow(NotReservationOwnerError);
  });

  it.each([
    ['picked_up', 'picked_up'],
    ['picked_up', 'cancelled'],
    ['picked_up', 'reserved'],
    ['cancelled', 'picked_up'],
    ['cancelled', 'cancelled'],
  ] as const)('from %s to %s is a conflict', (from, to) => {
    const { portion, reservation } = setup();
    reservation.changeStatus(from, owner, portion, NOW);
    expect(() => reservation.changeStatus(to, owner, portion, NOW)).toThrow(ReservationTransitionError);
  });

  it('reserved to reserved is a conflict', () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('reserved', owner, portion, NOW)).toThrow(ReservationTransitionError);
  });
});

describe('who confirms the pick-up', () => {
  it('under counter the owner may not mark it picked up; the kitchen may', () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('picked_up', owner, portion, NOW, 'counter')).toThrow(CounterConfirmsPickupError);
    expect(reservation.status).toBe('reserved');
    reservation.changeStatus('picked_up', kitchen, portion, NOW, 'counter');
    expect(reservation.status).toBe('picked_up');
  });

  it('a hand-over at the counter happens once: the second says it was handed over already', () => {
    const { portion, reservation } = setup();
    reservation.handOver(portion, NOW);
    expect(() => reservation.handOver(portion, LATER)).toThrow(AlreadyHandedOverError);
    expect(reservation.toState()).toMatchObject({ status: 'picked_up', pickedUpAt: NOW });
    expect(portion.toState()).toMatchObject({ pickedUpQuantity: 2, reservedQuantity: 0 });
  });

  it('a cancelled reservation cannot be handed over', () => {
    const { portion, reservation } = setup();
    reservation.changeStatus('cancelled', owner, portion, NOW);
    expect(() => reservation.handOver(portion, NOW)).toThrow(ReservationTransitionError);
  });
});

describe('price snapshot', () => {
  const offer = (priceCents: number | null | undefined, defaultPriceCents: number | null) =>
    Portion.offer(
      {
        locationId: 'l',
        title: 'Soep',
        availableUntil: new Date(NOW.getTime() + 60 * 60 * 1000),
        allergensDeclared: true,
        ...(priceCents !== undefined && { priceCents }),
      },
      { tenantId: 't1', userId: 'kitchen-1' },
      NOW,
      { defaultPriceCents, maxHoursPreparedToEnd: { hot: null, chilled: null, ambient: null } },
    );

  it('a new portion takes the tenant default unless the kitchen sets a price; null means no price', () => {
    expect(offer(undefined, 350).priceCents).toBe(350);
    expect(offer(500, 350).priceCents).toBe(500);
    expect(offer(null, 350).priceCents).toBeNull();
    expect(offer(undefined, null).priceCents).toBeNull();
  });

  it.each([-1, 2001, 2.5])('refuses a price of %p cents', (priceCents) => {
    expect(() => offer(priceCents, null)).toThrow(InvalidInputError);
  });

  it('a reservation keeps the price its portion had when it was reserved, whatever the default becomes', () => {
    const reservation = Reservation.place({ portionId: 'p', quantity: 2 }, owner, NOW);
    expect(reservation.toState().priceCents).toBeNull();
    reservation.placedOn(offer(undefined, 350), NOW);
    // A portion offered after the default changed has another price; the reservation does not follow it.
    const later = offer(undefined, 500);
    expect(later.priceCents).toBe(500);
    expect(reservation.toState().priceCents).toBe(350);
  });
});

describe('overdue reservations', () => {
  const end = new Date('2026-11-23T14:00:00Z');
  const actor = { userId: 'u1', role: 'staff' as const, tenantId: 't1' };

  it('a reservation still open at or after its portion ended is overdue', () => {
    const reservation = Reservation.place({ portionId: 'p1' }, actor, new Date('2026-11-23T12:00:00Z'));
    expect(reservation.isOverdueAt(end, new Date('2026-11-23T13:59:59Z'))).toBe(false);
    expect(reservation.isOverdueAt(end, end)).toBe(true);
    expect(reservation.isOverdueAt(end, new Date('2026-11-23T18:00:00Z'))).toBe(true);
  });

  it.each(['picked_up', 'cancelled'] as const)('a %s reservation is never overdue', (status) => {
    const reservation = Reservation.restore({
      ...Reservation.place({ portionId: 'p1' }, actor, new Date('2026-11-23T12:00:00Z')).toState(),
      status,
    });
    expect(reservation.isOverdueAt(end, new Date('2026-11-24T12:00:00Z'))).toBe(false);
  });
});

describe('what a reservation records', () => {
  it('records its placement and each change of status, with itself and its portion as they are after it', () => {
    const { portion, reservation } = setup();
    reservation.placedOn(portion, NOW);
    reservation.changeStatus('cancelled', owner, portion, NOW);
    const events = reservation.pullRecordedEvents();
    expect(events.map((event) => event.type)).toEqual(['reservation.placed', 'reservation.changed']);
    expect(events[1]).toMatchObject({ tenantId: 't1', at: NOW, reservation: { status: 'cancelled' }, portion: { availableQuantity: 5 } });
    expect(reservation.pullRecordedEvents()).toEqual([]);
  });

  it('records nothing when a change is refused', () => {
    const { portion, reservation } = setup();
    expect(() => reservation.changeStatus('cancelled', otherStaff, portion, NOW)).toThrow();
    expect(reservation.pullRecordedEvents()).toEqual([]);
  });
});

describe('a reservation paid online', () => {
  const held = () => {
    const { portion } = setup();
    const reservation = Reservation.place({ portionId: portion.id, quantity: 2 }, owner, NOW, 'awaiting_payment');
    reservation.heldOn(portion, NOW);
    return { portion, reservation };
  };

  it('holds its units awaiting payment, then paid becomes reserved and is announced as placed', () => {
    const { portion, reservation } = held();
    expect(reservation.status).toBe('awaiting_payment');
    reservation.confirmPayment(portion, LATER);
    expect(reservation.toState()).toMatchObject({ status: 'reserved', reservedAt: LATER });
    expect(reservation.pullRecordedEvents().map((event) => event.type)).toEqual(['reservation.held', 'reservation.placed']);
    expect(portion.toState().availableQuantity).toBe(3);
  });

  it('unpaid, it is released: cancelled, its units back on the portion', () => {
    const { portion, reservation } = held();
    reservation.releaseUnpaid(portion, LATER);
    expect(reservation.toState()).toMatchObject({ status: 'cancelled', cancelledAt: LATER });
    expect(portion.toState().availableQuantity).toBe(5);
    expect(() => reservation.confirmPayment(portion, LATER)).toThrow(ReservationTransitionError);
  });

  it('cannot be picked up, cancelled by hand or confirmed twice while awaiting payment', () => {
    const { portion, reservation } = held();
    expect(() => reservation.changeStatus('picked_up', owner, portion, NOW)).toThrow(ReservationTransitionError);
    expect(() => reservation.handOver(portion, NOW)).toThrow(ReservationTransitionError);
    reservation.confirmPayment(portion, NOW);
    expect(() => reservation.confirmPayment(portion, NOW)).toThrow(ReservationTransitionError);
    expect(() => reservation.releaseUnpaid(portion, NOW)).toThrow(ReservationTransitionError);
  });
});

describe('Reservation.noticeAllergenChange', () => {
  const change = (fields: Partial<AllergenChange>): AllergenChange => ({
    allergensAdded: [],
    allergensRemoved: [],
    mayContainAdded: [],
    mayContainRemoved: [],
    ...fields,
  });

  it('shows the last change and keeps every change since reserving taken together, and how many there were', () => {
    const { portion, reservation } = setup();
    reservation.noticeAllergenChange(change({ allergensAdded: ['milk'], allergensRemoved: ['celery'] }), portion, NOW);
    reservation.noticeAllergenChange(change({ allergensAdded: ['nuts'], mayContainAdded: ['peanuts'] }), portion, NOW);
    reservation.noticeAllergenChange(change({ allergensRemoved: ['milk'] }), portion, LATER);
    expect(reservation.toState().notice).toMatchObject({
      kind: 'allergens_changed',
      at: LATER,
      ...change({ allergensRemoved: ['milk'] }),
      sinceReserved: { changes: 3, ...change({ allergensAdded: ['nuts'], allergensRemoved: ['celery'], mayContainAdded: ['peanuts'] }) },
    });
  });

  it('counts an allergen removed and put back again as no difference', () => {
    const { portion, reservation } = setup();
    reservation.noticeAllergenChange(change({ allergensRemoved: ['celery'], mayContainAdded: ['celery'] }), portion, NOW);
    reservation.noticeAllergenChange(change({ allergensAdded: ['celery'], mayContainRemoved: ['celery'] }), portion, NOW);
    expect(reservation.toState().notice?.sinceReserved).toEqual({ changes: 2, ...change({}) });
  });
});
