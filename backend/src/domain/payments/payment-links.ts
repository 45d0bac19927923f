/** Where Mollie sends the payer back and where it posts its webhooks: addresses of this site. */
export class PaymentLinks {
  constructor(private readonly appUrl: string) {}

  /** The staff member's return page, which asks Portiepunt (and so Mollie) at once whether it was paid. */
  returnUrl(reservationId: string): string {
    return `${this.appUrl}/dashboard/betaling/${reservationId}`;
  }

  get webhookUrl(): string {
    return `${this.appUrl}/api/payments/mollie/webhook`;
  }
}
