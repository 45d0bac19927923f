import { amsterdamMidnight, commissionForMonth, divideRoundHalfUp, monthBounds, monthOf, type BillingPeriod } from './commission.js';

const P = 'partner-1';
const rates = new Map([[P, 10]]);
const period = (validFrom: string, overrides: Partial<BillingPeriod> = {}): BillingPeriod => ({
  validFrom: new Date(validFrom),
  plan: 'group',
  monthlyPriceCents: null,
  isActive: true,
  partnerId: P,
  ...overrides,
});

describe('commission for a month', () => {
  it('a full month of Groep at 10 % earns €8.90', () => {
    expect(commissionForMonth('2026-10', [period('2026-09-01T00:00:00Z')], rates)).toEqual([
      { partnerId: P, activeDays: 31, daysInMonth: 31, commissionRate: 10, amountCents: 890 },
    ]);
  });

  it('a plan change within the month is pro-rated by day: 10 days Starter and 20 days Groep in a 30-day month', () => {
    // 10 % × (4900 × 10 + 8900 × 20) / 30 = 756.67 cents → 757
    const history = [period('2026-10-15T10:00:00Z', { plan: 'starter' }), period('2026-11-11T09:00:00+01:00', { plan: 'group' })];
    const [share] = commissionForMonth('2026-11', history, rates);
    expect(share).toMatchObject({ activeDays: 30, amountCents: 757 });
  });

  it('rounds half up to cents: exactly half a cent rounds up, just under stays down', () => {
    expect(divideRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(149n, 100n)).toBe(1n);
    // 12.5 % of a custom price of 4 cents for a whole month is 0.5 cent: one cent.
    const custom = [period('2026-01-01T00:00:00Z', { plan: 'custom', monthlyPriceCents: 4 })];
    expect(commissionForMonth('2026-10', custom, new Map([[P, 12.5]]))[0].amountCents).toBe(1);
    // 10 % of 4 cents is 0.4 cent: nothing.
    expect(commissionForMonth('2026-10', custom, rates)[0].amountCents).toBe(0);
  });

  it('a tenant that starts on the 10th and ends on the 21st of a 31-day month counts days 10 to 20', () => {
    const history = [period('2026-10-10T12:00:00+02:00'), period('2026-10-21T08:00:00+02:00', { isActive: false })];
    const [share] = commissionForMonth('2026-10', history, rates);
    // 10 % × 8900 × 11 / 31 = 315.81 cents → 316
    expect(share).toMatchObject({ activeDays: 11, amountCents: 316 });
  });

  it('days count in Amsterdam time: a change at 23:30 Amsterdam (UTC the same date) counts for that day', () => {
    const history = [period('2026-10-31T22:30:00Z', {})]; // 23:30 Amsterdam on 31 October (UTC+1 after the clock change)
    const [share] = commissionForMonth('2026-10', history, rates);
    expect(share.activeDays).toBe(1);
    expect(commissionForMonth('2026-11', [period('2026-10-31T23:30:00Z')], rates)[0].activeDays).toBe(30);
  });

  it('a tenant without partner, inactive or a custom plan without a price earns nothing', () => {
    expect(commissionForMonth('2026-10', [period('2026-01-01T00:00:00Z', { partnerId: null })], rates)).toEqual([]);
    expect(commissionForMonth('2026-10', [period('2026-01-01T00:00:00Z', { isActive: false })], rates)).toEqual([]);
    expect(commissionForMonth('2026-10', [period('2026-01-01T00:00:00Z', { plan: 'custom' })], rates)).toEqual([]);
  });

  it('a change of partner within the month splits the days between the two partners', () => {
    const history = [period('2026-01-01T00:00:00Z'), period('2026-11-16T12:00:00+01:00', { partnerId: 'partner-2' })];
    const shares = commissionForMonth(
      '2026-11',
      history,
      new Map([
        [P, 10],
        ['partner-2', 10],
      ]),
    );
    expect(shares.map((s) => [s.partnerId, s.activeDays, s.amountCents])).toEqual([
      [P, 15, 445],
      ['partner-2', 15, 445],
    ]);
  });

  it('months are Amsterdam calendar months, across daylight saving time', () => {
    expect(monthBounds('2026-10')).toEqual({ start: new Date('2026-09-30T22:00:00Z'), end: new Date('2026-10-31T23:00:00Z'), days: 31 });
    expect(monthBounds('2026-02').days).toBe(28);
    expect(amsterdamMidnight(2026, 3, 29)).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-10-31T22:30:00Z'))).toBe('2026-10');
  });
});
