import type { Actor } from '../domain/actor.js';
import { Reservation } from '../../contexts/reservations/domain/reservation.js';
import { isVisibleTo, portionEvent, reservationEvent } from './live-events.js';
import { Portion } from '../../contexts/portions/domain/portion.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const staff: Actor & { tenantId: string } = { userId: 'staff-1', role: 'staff', tenantId: 't1' };

describe('live events', () => {
  const portion = Portion.offer(
    {
      locationId: 'l',
      title: 'é'.repeat(120),
      description: 'x'.repeat(1000),
      totalQuantity: 500,
      availableUntil: new Date(NOW.getTime() + 3600_000),
      allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk'],
      mayContain: ['nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'],
      diet: ['vegetarian', 'vegan', 'halal', 'no_pork'],
      ingredients: 'y'.repeat(1000),
      preparedAt: NOW,
      storage: 'chilled',
      reheat: true,
    },
    { tenantId: 't1', userId: 'k' },
    NOW,
  );

  it('a portion event of the largest portion stays far below the 8000-byte NOTIFY limit and leaves out description and ingredients', () => {
    const event = portionEvent('portion.updated', portion.toState(), NOW);
    expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(2000);
    expect(JSON.stringify(event)).not.toContain('xxxx');
    expect(JSON.stringify(event)).not.toContain('yyyy');
    expect(event.data).toMatchObject({ allergensDeclared: true, storage: 'chilled', reheat: true, preparedAt: NOW.toISOString() });
  });

  it('portion events reach every user of the tenant and nobody else', () => {
    const event = portionEvent('portion.created', portion.toState(), NOW);
    expect(isVisibleTo(event, staff)).toBe(true);
    expect(isVisibleTo(event, { ...staff, tenantId: 't2' })).toBe(false);
    expect(isVisibleTo(event, { userId: 's', role: 'superadmin', tenantId: null })).toBe(false);
  });

  it('reservation events reach the owner, kitchen and admin, not other staff', () => {
    const event = reservationEvent(Reservation.place({ portionId: portion.id }, staff, NOW).toState());
    expect(isVisibleTo(event, staff)).toBe(true);
    expect(isVisibleTo(event, { userId: 'k', role: 'kitchen', tenantId: 't1' })).toBe(true);
    expect(isVisibleTo(event, { userId: 'a', role: 'admin', tenantId: 't1' })).toBe(true);
    expect(isVisibleTo(event, { userId: 'staff-2', role: 'staff', tenantId: 't1' })).toBe(false);
    expect(isVisibleTo(event, { userId: 'k', role: 'kitchen', tenantId: 't2' })).toBe(false);
  });
});
