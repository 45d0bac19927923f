import type { Plan } from '../tenancy/index.js';

/** Monthly subscription prices in euro cents, excluding VAT. Maatwerk (custom) has a price per tenant. */
export const PLAN_MONTHLY_PRICE_CENTS: Record<Plan, number | null> = { starter: 4900, group: 8900, custom: null };

export const BILLING_TIME_ZONE = 'Europe/Amsterdam';

/** A tenant's billing state from `validFrom` until the next entry. */
export interface BillingPeriod {
  validFrom: Date;
  plan: Plan;
  /** The tenant's own price; only a custom plan uses it. */
  monthlyPriceCents: number | null;
  isActive: boolean;
  partnerId: string | null;
}

export interface CommissionShare {
  partnerId: string;
  activeDays: number;
  daysInMonth: number;
  commissionRate: number;
  amountCents: number;
}

/** The offset of Amsterdam time from UTC at an instant, in minutes. */
function amsterdamOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BILLING_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant of midnight at the start of a calendar day in Amsterdam (month 1-12; day may overflow into the next month). */
export function amsterdamMidnight(year: number, month: number, day: number): Date {
  const utc = Date.UTC(year, month - 1, day);
  const guess = new Date(utc - amsterdamOffsetMinutes(new Date(utc)) * 60_000);
  return new Date(utc - amsterdamOffsetMinutes(guess) * 60_000);
}

/** Start (inclusive), end (exclusive) and number of days of a `YYYY-MM` month in Amsterdam time. */
export function monthBounds(month: string): { start: Date; end: Date; days: number } {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: amsterdamMidnight(year, monthNumber, 1), end: amsterdamMidnight(year, monthNumber + 1, 1), days };
}

/** The `YYYY-MM` month in Amsterdam time that contains `at`. */
export function monthOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: BILLING_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The month before a `YYYY-MM` month. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/** Divides and rounds half up (away from zero for the non-negative amounts here), exactly, in integers. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * The commission a tenant earns its partners in a month. Each day of the month counts with the state the tenant
 * has at the end of that day (Amsterdam time): a day earns `price / days in month` while the tenant is active, has a
 * price and is attributed to a partner. Per partner: rate × the sum of those day shares, rounded to cents half up once.
 * `rates` holds each partner's rate in percent.
 */
export function commissionForMonth(
  month: string,
  history: readonly BillingPeriod[],
  rates: ReadonlyMap<string, number>,
): CommissionShare[] {
  const { days } = monthBounds(month);
  const [year, monthNumber] = month.split('-').map(Number);
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  const perPartner = new Map<string, { activeDays: number; priceCentsDays: bigint }>();
  for (let day = 1; day <= days; day++) {
    const endOfDay = amsterdamMidnight(year, monthNumber, day + 1);
    const state = sorted.filter((period) => period.validFrom < endOfDay).at(-1);
    if (!state || !state.isActive || !state.partnerId) continue;
    const price = state.plan === 'custom' ? state.monthlyPriceCents : PLAN_MONTHLY_PRICE_CENTS[state.plan];
    if (price === null) continue;
    const sum = perPartner.get(state.partnerId) ?? { activeDays: 0, priceCentsDays: 0n };
    sum.activeDays += 1;
    sum.priceCentsDays += BigInt(price);
    perPartner.set(state.partnerId, sum);
  }
  return [...perPartner].map(([partnerId, { activeDays, priceCentsDays }]) => {
    const commissionRate = rates.get(partnerId) ?? 0;
    // rate has at most two decimals: work in hundredths of a percent, so everything stays an exact integer.
    const rateHundredths = BigInt(Math.round(commissionRate * 100));
    const amountCents = Number(divideRoundHalfUp(rateHundredths * priceCentsDays, 10_000n * BigInt(days)));
    return { partnerId, activeDays, daysInMonth: days, commissionRate, amountCents };
  });
}
