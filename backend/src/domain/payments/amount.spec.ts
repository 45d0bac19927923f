import { computeAmount, fromMollieValue, toMollieValue } from './amount.js';

describe('amount and VAT', () => {
  it('the amount is price times quantity, with the VAT inside it rounded to the cent', () => {
    expect(computeAmount(350, 2, 9)).toEqual({ amountCents: 700, vatCents: 58, vatPercent: 9 });
    expect(computeAmount(450, 1, 6)).toEqual({ amountCents: 450, vatCents: 25, vatPercent: 6 });
    expect(computeAmount(1000, 3, 21)).toEqual({ amountCents: 3000, vatCents: 521, vatPercent: 21 });
  });

  it('a free portion or a VAT rate of 0 carries no VAT', () => {
    expect(computeAmount(0, 4, 9)).toEqual({ amountCents: 0, vatCents: 0, vatPercent: 9 });
    expect(computeAmount(500, 1, 0).vatCents).toBe(0);
  });

  it('refuses amounts that are not whole cents or quantities below one', () => {
    expect(() => computeAmount(2.5, 1, 9)).toThrow(RangeError);
    expect(() => computeAmount(100, 0, 9)).toThrow(RangeError);
  });

  it("Mollie's values have exactly two decimals and read back to the same cents", () => {
    expect(toMollieValue(700)).toBe('7.00');
    expect(toMollieValue(5)).toBe('0.05');
    expect(toMollieValue(123456)).toBe('1234.56');
    for (const cents of [0, 1, 99, 100, 2001, 999999]) expect(fromMollieValue(toMollieValue(cents))).toBe(cents);
    expect(() => fromMollieValue('7.5')).toThrow(RangeError);
  });
});
