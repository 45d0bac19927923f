/**
 * The monthly settlement for payroll or a cash desk: per person, the portions they picked up in a calendar
 * month (Europe/Amsterdam) and what those cost, each reservation at the price it was reserved at, split into what
 * was already paid online (through Mollie) and what is still open.
 */

/** Picked-up quantity of one person at one price (null: no price), as the reader groups it. */
export interface PickedUpAtPrice {
  userId: string;
  employeeNumber: string | null;
  firstName: string;
  lastName: string;
  email: string;
  quantity: number;
  priceCents: number | null;
  /** Of these, the amount paid online and kept (a payment `paid`, not refunded). */
  paidOnlineCents: number;
}

export interface SettlementLine {
  userId: string;
  employeeNumber: string | null;
  firstName: string;
  lastName: string;
  email: string;
  portions: number;
  totalCents: number;
  paidOnlineCents: number;
  /** What payroll or the cash desk still has to collect: the total less what was paid online. */
  openCents: number;
}

export interface Settlement {
  month: string;
  lines: SettlementLine[];
  portions: number;
  totalCents: number;
  paidOnlineCents: number;
  openCents: number;
}

/** Sums per person; a portion without a price counts as picked up and costs nothing. By last name, then first name, then email. */
export function settle(month: string, rows: PickedUpAtPrice[]): Settlement {
  const byUser = new Map<string, SettlementLine>();
  for (const row of rows) {
    const line = byUser.get(row.userId) ?? {
      userId: row.userId,
      employeeNumber: row.employeeNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      portions: 0,
      totalCents: 0,
      paidOnlineCents: 0,
      openCents: 0,
    };
    line.portions += row.quantity;
    line.totalCents += row.quantity * (row.priceCents ?? 0);
    line.paidOnlineCents += row.paidOnlineCents;
    line.openCents = line.totalCents - line.paidOnlineCents;
    byUser.set(row.userId, line);
  }
  const lines = [...byUser.values()].sort(
    (a, b) => a.lastName.localeCompare(b.lastName, 'nl') || a.firstName.localeCompare(b.firstName, 'nl') || a.email.localeCompare(b.email),
  );
  const sum = (field: 'portions' | 'totalCents' | 'paidOnlineCents' | 'openCents') => lines.reduce((total, line) => total + line[field], 0);
  return {
    month,
    lines,
    portions: sum('portions'),
    totalCents: sum('totalCents'),
    paidOnlineCents: sum('paidOnlineCents'),
    openCents: sum('openCents'),
  };
}

/** Read port: the tenant's picked-up reservations in the month, grouped per person and price. */
export abstract class SettlementReader {
  abstract pickedUpInMonth(tenantId: string, month: string): Promise<PickedUpAtPrice[]>;
}
