/** Who hears about new leads: SALES_EMAIL, or else every active superadmin. */
export abstract class SalesRecipients {
  abstract addresses(): Promise<string[]>;
}
