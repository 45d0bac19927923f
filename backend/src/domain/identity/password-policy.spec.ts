import { InvalidInputError } from '../shared/domain-error.js';
import type { CommonPasswordList } from './common-password-list.js';
import { requireAcceptablePassword } from './password-policy.js';

const common: CommonPasswordList = { includes: (password) => ['password1', 'welkom01'].includes(password.toLowerCase()) };

function errorFor(password: string): InvalidInputError | undefined {
  try {
    requireAcceptablePassword('password', password, common);
    return undefined;
  } catch (error) {
    return error as InvalidInputError;
  }
}

describe('password policy', () => {
  it('refuses fewer than 8 characters, naming the field', () => {
    expect(errorFor('Kort12!')?.errors).toEqual([
      { field: 'password', code: 'too_short', message: 'password must be at least 8 characters', params: { min: 8 } },
    ]);
  });

  it('refuses a common password, whatever its case, saying that it is too common', () => {
    expect(errorFor('Password1')?.errors).toMatchObject([{ field: 'password', code: 'too_common' }]);
  });

  it('accepts an uncommon password of 8 characters or more', () => {
    expect(errorFor('Lasagne-op-dinsdag')).toBeUndefined();
  });
});
