import { InvalidInputError } from '../shared/domain-error.js';

/** 31 characters without look-alikes: no 0/O and no 1/I/L. The database's pickup_code_of() draws from the same. */
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PICKUP_CODE_LENGTH = 4;

const PICKUP_CODE = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** A typed or scanned code as the counter received it: matched case-insensitively, surrounding spaces ignored. */
export function parsePickupCode(input: string): string {
  const code = input.trim().toUpperCase();
  if (!PICKUP_CODE.test(code)) {
    throw InvalidInputError.field(
      'code',
      'invalid_format',
      `A pick-up code has ${PICKUP_CODE_LENGTH} characters: digits 2-9 and letters without I, L and O.`,
    );
  }
  return code;
}
