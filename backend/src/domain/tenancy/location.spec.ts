import { InvalidInputError } from '../shared/domain-error.js';
import { Location } from './location.js';

describe('Location', () => {
  const now = new Date('2026-01-05T10:00:00Z');

  it('starts active, trims its name and stores a blank address as none', () => {
    const state = Location.create('t1', { name: '  Kantine ', address: '  ' }, now).toState();
    expect(state).toMatchObject({ tenantId: 't1', name: 'Kantine', address: null, isActive: true });
  });

  it('rejects an empty or over-long name', () => {
    expect(() => Location.create('t1', { name: '' }, now)).toThrow(InvalidInputError);
    expect(() => Location.create('t1', { name: 'x'.repeat(121) }, now)).toThrow(InvalidInputError);
  });
});
