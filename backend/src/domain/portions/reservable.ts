/**
 * The one rule for "can this portion be reserved?", in TypeScript for the domain and as SQL for the adapters that
 * take quantities or list what is reservable in one statement. test/reservable.e2e-spec.ts evaluates both over
 * generated states on PostgreSQL and holds them to the same answers.
 *
 * Open: stored as available and the window has not closed (a closed window reads as expired before the job writes it).
 * Reservable: open, with at least the quantity left.
 */
interface ReservableState {
  status: string;
  availableQuantity: number;
  availableUntil: Date;
}

export function isOpen(portion: ReservableState, now: Date): boolean {
  return portion.status === 'available' && portion.availableUntil > now;
}

export function isReservable(portion: ReservableState, quantity: number, now: Date): boolean {
  return isOpen(portion, now) && portion.availableQuantity >= quantity;
}

/** isOpen over the portions row `alias`; `now` is an SQL expression (a placeholder such as `$4` or `:now`). */
export function openSql(alias: string, now: string): string {
  return `${alias}.status = 'available' AND ${alias}.available_until > ${now}`;
}

/** isReservable over the portions row `alias`; `quantity` and `now` are SQL expressions. */
export function reservableSql(alias: string, quantity: string, now: string): string {
  return `${openSql(alias, now)} AND ${alias}.available_quantity >= ${quantity}`;
}
