import { InvalidInputError } from '../shared/domain-error.js';
import { PICKUP_CODE_ALPHABET, parsePickupCode } from './pickup-code.js';

describe('pickup code', () => {
  it('has no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(PICKUP_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(PICKUP_CODE_ALPHABET).size).toBe(31);
  });

  it('is matched case-insensitively and without surrounding spaces', () => {
    expect(parsePickupCode(' k7px ')).toBe('K7PX');
  });

  it.each(['K7P', 'K7PXX', 'K0PX', 'KOPX', 'K1PX', 'KLPX', 'KIPX', 'K7P!', ''])(
    'refuses %p as invalid_format of the field code',
    (input) => {
      expect(() => parsePickupCode(input)).toThrow(InvalidInputError);
      expect(() => parsePickupCode(input)).toThrow('A pick-up code has 4 characters');
    },
  );
});
