import { computeAmount } from './amount.js';
import { Payment } from './payment.js';

const now = new Date('2026-11-28T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const open = () =>
  Payment.open(
    { tenantId: 't', reservationId: 'r', userId: 'u', amount: computeAmount(350, 1, 9), description: 'Portiepunt · Soep · Restaurant' },
    10,
    now,
  );

describe('payment state machine', () => {
  it('paid confirms the reservation once; a repeated paid changes nothing', () => {
    const payment = open();
    payment.created('tr_abc', 'https://pay.example/tr_abc');
    expect(payment.settle('paid', 'ideal', later(1))).toBe('confirm');
    expect(payment.toState()).toMatchObject({ status: 'paid', method: 'ideal', checkoutUrl: null, paidAt: later(1) });
    expect(payment.settle('paid', 'ideal', later(2))).toBe('nothing');
    expect(payment.toState().paidAt).toEqual(later(1));
  });

  it.each(['canceled', 'expired', 'failed'] as const)('%s releases the reservation and is final', (status) => {
    const payment = open();
    expect(payment.settle(status, null, later(1))).toBe('release');
    expect(payment.status).toBe(status);
    expect(payment.settle(status, null, later(2))).toBe('nothing');
    expect(payment.settle('open', null, later(2))).toBe('nothing');
  });

  it.each(['open', 'pending', 'authorized'] as const)('%s waits: nothing changes', (status) => {
    const payment = open();
    expect(payment.settle(status, null, later(1))).toBe('nothing');
    expect(payment.status).toBe('open');
  });

  it('an out-of-order open after paid changes nothing', () => {
    const payment = open();
    payment.settle('paid', 'bancontact', later(1));
    expect(payment.settle('open', null, later(2))).toBe('nothing');
    expect(payment.status).toBe('paid');
  });

  it('the hold ends an open payment only once its time has passed', () => {
    const payment = open();
    expect(payment.expireHold(later(9))).toBe(false);
    expect(payment.expireHold(later(10))).toBe(true);
    expect(payment.status).toBe('expired');
    expect(payment.expireHold(later(11))).toBe(false);
  });

  it('paid at Mollie after the hold released the units: the money goes back', () => {
    const payment = open();
    payment.expireHold(later(10));
    expect(payment.settle('paid', 'ideal', later(11))).toBe('refund');
    expect(payment.toState()).toMatchObject({ status: 'paid', refundStatus: 'pending' });
    expect(payment.settle('paid', 'ideal', later(12))).toBe('nothing');
  });

  it('a paid payment is refunded in full once; an unpaid one has nothing to refund', () => {
    const unpaid = open();
    expect(unpaid.requestRefund()).toBe(false);
    const payment = open();
    payment.settle('paid', 'creditcard', later(1));
    expect(payment.requestRefund()).toBe(true);
    expect(payment.requestRefund()).toBe(false);
    payment.refunded('re_1', later(2));
    expect(payment.toState()).toMatchObject({ status: 'refunded', refundStatus: 'refunded', mollieRefundId: 're_1' });
    expect(payment.settle('paid', 'creditcard', later(3))).toBe('nothing');
  });
});
