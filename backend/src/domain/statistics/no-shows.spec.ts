import { InvalidInputError } from '../shared/domain-error.js';
import { requireNoShowPeriod } from './no-shows.js';

describe('no-show period', () => {
  const refusal = (input: { from?: unknown; to?: unknown }) => {
    try {
      requireNoShowPeriod(input);
    } catch (error) {
      return (error as InvalidInputError).errors[0];
    }
    throw new Error('accepted');
  };

  it('accepts two days in order, the same day, and two years', () => {
    expect(requireNoShowPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(requireNoShowPeriod({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(requireNoShowPeriod({ from: '2025-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2026-12-31' });
  });

  it('refuses a missing, malformed or impossible day, an end before the start and more than two years', () => {
    expect(refusal({ to: '2026-11-30' })).toMatchObject({ field: 'from', code: 'required' });
    expect(refusal({ from: '2026-11-01' })).toMatchObject({ field: 'to', code: 'required' });
    expect(refusal({ from: '1-11-2026', to: '2026-11-30' })).toMatchObject({ field: 'from', code: 'invalid_date' });
    expect(refusal({ from: '2026-02-30', to: '2026-11-30' })).toMatchObject({ field: 'from', code: 'invalid_date' });
    expect(refusal({ from: '2026-11-30', to: '2026-11-01' })).toMatchObject({ field: 'to', code: 'invalid' });
    expect(refusal({ from: '2025-01-01', to: '2027-01-02' })).toMatchObject({ field: 'to', code: 'too_large', params: { max: 731 } });
  });
});
