import { InvalidInputError } from '../shared/domain-error.js';
import { assertMethodsEnabled, PaymentSettings, type PaymentSettingsInput } from './payment-settings.js';

const now = new Date('2026-11-28T12:00:00Z');
const KEY = `test_${'a'.repeat(30)}`;
const defaults = () => PaymentSettings.defaults('t', 'nl', now);
const refused = (input: PaymentSettingsInput, previous = defaults()) => {
  try {
    PaymentSettings.check(input, previous);
  } catch (error) {
    return (error as InvalidInputError).errors.map(({ field }) => field);
  }
  return [];
};

describe('payment settings', () => {
  it("start free, with a 10 minute hold and the VAT of the organisation's country", () => {
    expect(defaults().toState()).toMatchObject({ mode: 'free', holdMinutes: 10, vatPercent: 9, mollieApiKeySealed: null });
    expect(PaymentSettings.defaults('t', 'fr', now).toState().vatPercent).toBe(6);
  });

  it.each([
    [{ mode: 'online' as const, mollieApiKey: 'test_short' }, ['mollieApiKey']],
    [{ mode: 'online' as const, mollieApiKey: `prod_${'a'.repeat(30)}` }, ['mollieApiKey']],
    [{ mode: 'online' as const }, ['mollieApiKey']],
    [{ mode: 'free' as const, holdMinutes: 1 }, ['holdMinutes']],
    [{ mode: 'free' as const, holdMinutes: 31 }, ['holdMinutes']],
    [{ mode: 'free' as const, vatPercent: 26 }, ['vatPercent']],
    [{ mode: 'free' as const, vatPercent: -1 }, ['vatPercent']],
    [{ mode: 'free' as const, methods: ['ideal', 'ideal'] }, ['methods']],
  ])('%p is refused naming %p', (input, fields) => {
    expect(refused(input)).toEqual(fields);
  });

  it('online with a test key: sealed, test mode, never kept in plain text', () => {
    expect(refused({ mode: 'online', mollieApiKey: KEY, holdMinutes: 2, vatPercent: 25 })).toEqual([]);
    const saved = defaults().apply({ mode: 'online', mollieApiKey: KEY, methods: ['ideal'] }, (key) => `sealed(${key.length})`, now);
    expect(saved.toState()).toMatchObject({ mode: 'online', mollieApiKeySealed: 'sealed(35)', mollieTestMode: true, methods: ['ideal'] });
    expect(JSON.stringify(saved.toState())).not.toContain(KEY);
    // The stored key stays when none is sent.
    expect(refused({ mode: 'online' }, saved)).toEqual([]);
    expect(saved.apply({ mode: 'online', vatPercent: 6 }, () => 'other', now).toState().mollieApiKeySealed).toBe('sealed(35)');
  });

  it('a method the account has not enabled is refused naming methods', () => {
    expect(() => assertMethodsEnabled(['ideal', 'voucher'], ['ideal', 'bancontact'])).toThrow(InvalidInputError);
    expect(() => assertMethodsEnabled(['ideal'], ['ideal', 'bancontact'])).not.toThrow();
  });
});
