import { InvalidInputError } from '../shared/domain-error.js';
import { LocationCapReachedError } from './tenancy.errors.js';
import { Tenant } from './tenant.js';

const now = new Date('2026-01-05T10:00:00Z');

describe('Tenant', () => {
  it.each([
    ['starter', 1],
    ['group', 3],
  ] as const)('the %s plan allows %i active locations and refuses one more', (plan, cap) => {
    const tenant = Tenant.create({ name: 'Zorg', slug: 'zorg', plan }, now);
    expect(() => tenant.assertRoomForActiveLocation(cap - 1)).not.toThrow();
    expect(() => tenant.assertRoomForActiveLocation(cap)).toThrow(LocationCapReachedError);
  });

  it('the custom plan has no location cap', () => {
    const tenant = Tenant.create({ name: 'Zorg', slug: 'zorg', plan: 'custom' }, now);
    expect(() => tenant.assertRoomForActiveLocation(10_000)).not.toThrow();
  });

  it('names the plan in Dutch in the cap message', () => {
    const tenant = Tenant.create({ name: 'Zorg', slug: 'zorg', plan: 'starter' }, now);
    expect(() => tenant.assertRoomForActiveLocation(1)).toThrow('Het abonnement Starter staat maximaal 1 actieve locatie toe.');
  });

  it('refuses a downgrade below the active locations in use', () => {
    const tenant = Tenant.create({ name: 'Zorg', slug: 'zorg', plan: 'group' }, now);
    expect(() => tenant.changePlan('starter', 2)).toThrow(LocationCapReachedError);
    expect(tenant.plan).toBe('group');
    tenant.changePlan('starter', 1);
    expect(tenant.plan).toBe('starter');
  });

  it('normalises the slug and rejects malformed ones', () => {
    expect(Tenant.create({ name: 'Zorg', slug: ' De-Linde ', plan: 'group' }, now).slug).toBe('de-linde');
    for (const slug of ['a', 'de linde', 'de--linde', '-linde', 'x'.repeat(61)]) {
      expect(() => Tenant.create({ name: 'Zorg', slug, plan: 'group' }, now)).toThrow(InvalidInputError);
    }
  });

  it('rejects a blank name', () => {
    expect(() => Tenant.create({ name: '   ', slug: 'zorg', plan: 'group' }, now)).toThrow(InvalidInputError);
  });
});
