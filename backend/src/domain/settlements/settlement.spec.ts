import { InvalidInputError } from '../shared/domain-error.js';
import { requireMonth } from '../shared/calendar-month.js';
import { settle, type PickedUpAtPrice } from './settlement.js';

const sanne = { userId: 'u1', employeeNumber: '101', firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@zorg.nl' };
const tim = { userId: 'u2', employeeNumber: null, firstName: 'Tim', lastName: 'Bakker', email: 'tim@zorg.nl' };
const unpaid = { paidOnlineCents: 0 };

describe('monthly settlement', () => {
  it('sums per person the portions picked up and each at the price it was reserved at', () => {
    const rows: PickedUpAtPrice[] = [
      { ...sanne, quantity: 3, priceCents: 350, ...unpaid },
      { ...sanne, quantity: 1, priceCents: 500, ...unpaid },
      { ...tim, quantity: 2, priceCents: 350, ...unpaid },
    ];
    const settlement = settle('2026-11', rows);
    expect(settlement.lines).toEqual([
      { ...tim, portions: 2, totalCents: 700, paidOnlineCents: 0, openCents: 700 },
      { ...sanne, portions: 4, totalCents: 1550, paidOnlineCents: 0, openCents: 1550 },
    ]);
    expect(settlement.portions).toBe(6);
    expect(settlement.totalCents).toBe(2250);
  });

  it('a portion without a price counts as picked up and costs nothing', () => {
    const settlement = settle('2026-11', [
      { ...sanne, quantity: 2, priceCents: null, ...unpaid },
      { ...sanne, quantity: 1, priceCents: 0, ...unpaid },
      { ...sanne, quantity: 1, priceCents: 250, ...unpaid },
    ]);
    expect(settlement.lines).toEqual([{ ...sanne, portions: 4, totalCents: 250, paidOnlineCents: 0, openCents: 250 }]);
  });

  it('a month without pick-ups has no lines and totals of zero', () => {
    expect(settle('2026-02', [])).toEqual({ month: '2026-02', lines: [], portions: 0, totalCents: 0, paidOnlineCents: 0, openCents: 0 });
  });

  it('splits each person and the total into what was paid online and what is still open', () => {
    const settlement = settle('2026-11', [
      { ...sanne, quantity: 2, priceCents: 350, paidOnlineCents: 700 },
      { ...sanne, quantity: 1, priceCents: 500, paidOnlineCents: 0 },
      { ...tim, quantity: 1, priceCents: 350, paidOnlineCents: 350 },
    ]);
    expect(
      settlement.lines.map(({ email, totalCents, paidOnlineCents, openCents }) => [email, totalCents, paidOnlineCents, openCents]),
    ).toEqual([
      ['tim@zorg.nl', 350, 350, 0],
      ['sanne@zorg.nl', 1200, 700, 500],
    ]);
    expect(settlement).toMatchObject({ totalCents: 1550, paidOnlineCents: 1050, openCents: 500 });
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '', '0000-01', '1999-12', '2100-01'])(
    'refuses %j as a month (only 2000 to 2099)',
    (month) => {
      expect(() => requireMonth(month)).toThrow(InvalidInputError);
    },
  );

  it('accepts YYYY-MM', () => {
    expect(requireMonth('2026-11')).toBe('2026-11');
  });
});
