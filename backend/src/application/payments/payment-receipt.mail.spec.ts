import { computeAmount } from '../../domain/payments/amount.js';
import { Payment } from '../../domain/payments/payment.js';
import { paymentReceiptMail } from './payment-receipt.mail.js';

const facts = {
  email: 'sanne@zorg.nl',
  firstName: 'Sanne',
  portionTitle: 'Stamppot',
  locationName: 'Paviljoen Oost',
  quantity: 3,
  organisationName: 'Zorggroep De Linde',
};

function paidPayment(priceCents: number, quantity: number, vatPercent: number, method: string): Payment {
  const payment = Payment.open(
    { tenantId: 't', reservationId: 'r1', userId: 'u', amount: computeAmount(priceCents, quantity, vatPercent), description: 'd' },
    10,
    new Date('2026-11-24T11:00:00Z'),
  );
  payment.created('tr_WDqYK6vllg', 'https://checkout');
  payment.settle('paid', method, new Date('2026-11-24T11:02:00Z'));
  return payment;
}

describe('the payment receipt mail', () => {
  it('in Dutch: what, where, seller, when, amount, the VAT within it rounded to the cent, method and Mollie id', () => {
    const mail = paymentReceiptMail(
      paidPayment(350, 3, 9, 'ideal'),
      { ...facts, language: 'nl' },
      { reservation: 'https://app/dashboard/betaling/r1' },
    );
    expect(mail).toMatchObject({ kind: 'payment-receipt', to: 'sanne@zorg.nl', subject: 'Betaalbewijs: Stamppot' });
    const text = mail.text.replace(/\u00a0/g, ' ');
    // 10,50 with 9 % inside: 1050 × 9 / 109 = 86,7 → 0,87.
    expect(text).toContain(
      ['Wat: 3 × Stamppot', 'Waar: Paviljoen Oost', 'Verkoper: Zorggroep De Linde', 'Betaald op: dinsdag 24 november om 12:02'].join('\n'),
    );
    expect(text).toContain(
      ['Bedrag: € 10,50', 'Waarvan btw (9 %): € 0,87', 'Betaalmethode: iDEAL | Wero', 'Betalingskenmerk (Mollie): tr_WDqYK6vllg'].join(
        '\n',
      ),
    );
    expect(text).toContain('https://app/dashboard/betaling/r1');
  });

  it('in French and English, with the method named in each; an unnamed method is shown as Mollie calls it', () => {
    const french = paymentReceiptMail(paidPayment(500, 1, 6, 'voucher'), { ...facts, language: 'fr' }, { reservation: 'x' }).text.replace(
      /\u00a0|\u202f/g,
      ' ',
    );
    expect(french).toContain('Dont TVA (6 %) : 0,28 €');
    expect(french).toContain('Moyen de paiement : chèque-repas');
    const english = paymentReceiptMail(paidPayment(500, 1, 0, 'paypal'), { ...facts, language: 'en' }, { reservation: 'x' }).text;
    expect(english).toContain('Of which VAT (0%): €0.00');
    expect(english).toContain('Payment method: paypal');
  });
});
