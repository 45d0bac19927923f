/**
 * The monthly settlement for payroll or a cash desk: per person, the portions they picked up in a calendar
 * month (Europe/Amsterdam) and what those cost, each reservation at the price it was reserved at.
 */

/** Picked-up quantity of one person at one price (null: no price), as the reader groups it. */
export interface PickedUpAtPrice {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  quantity: number;
  priceCents: number | null;
}

export interface SettlementLine {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  portions: number;
  totalCents: number;
}

export interface Settlement {
  month: string;
  lines: SettlementLine[];
  portions: number;
  totalCents: number;
}

/** Sums per person; a portion without a price counts as picked up and costs nothing. By last name, then first name, then email. */
export function settle(month: string, rows: PickedUpAtPrice[]): Settlement {
  const byUser = new Map<string, SettlementLine>();
  for (const row of rows) {
    const line = byUser.get(row.userId) ?? {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      portions: 0,
      totalCents: 0,
    };
    line.portions += row.quantity;
    line.totalCents += row.quantity * (row.priceCents ?? 0);
    byUser.set(row.userId, line);
  }
  const lines = [...byUser.values()].sort(
    (a, b) => a.lastName.localeCompare(b.lastName, 'nl') || a.firstName.localeCompare(b.firstName, 'nl') || a.email.localeCompare(b.email),
  );
  return {
    month,
    lines,
    portions: lines.reduce((sum, line) => sum + line.portions, 0),
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
  };
}

/** Read port: the tenant's picked-up reservations in the month, grouped per person and price. */
export abstract class SettlementReader {
  abstract pickedUpInMonth(tenantId: string, month: string): Promise<PickedUpAtPrice[]>;
}
