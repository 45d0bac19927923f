/** What a reservation costs: the price the portion had when reserved, times the quantity, VAT included. */
export interface Amount {
  amountCents: number;
  /** The VAT within amountCents (prices are consumer prices, VAT included), rounded to the cent. */
  vatCents: number;
  vatPercent: number;
}

/** Computed by Portiepunt alone: never an amount from the client. */
export function computeAmount(priceCents: number, quantity: number, vatPercent: number): Amount {
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new RangeError('priceCents must be a whole number of cents, 0 or more');
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a whole number, 1 or more');
  const amountCents = priceCents * quantity;
  return { amountCents, vatCents: Math.round((amountCents * vatPercent) / (100 + vatPercent)), vatPercent };
}

/** Mollie's amount value: euros with exactly two decimals, e.g. "12.50". */
export function toMollieValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Mollie's "12.50" back to cents, without floating point. */
export function fromMollieValue(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a Mollie amount: ${value}`);
  return Number(match[1]) * 100 + Number(match[2]);
}
