import { Injectable } from '@nestjs/common';
import { type AllergenChange, type Portion } from '../../domain/portions/index.js';
import { WithdrawalCancellations } from '../portions/index.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import { ReservationPayments } from './reservation-payments.port.js';

/**
 * Binds portions' WithdrawalCancellations: a withdrawn portion's open reservations end and a changed one's are told.
 * Those paid online are refunded in full and those awaiting payment released (ReservationPayments.ended), in the same
 * unit of work: any other way a portion's reservations end for the kitchen (a food-safety withdrawal) goes through here too.
 */
@Injectable()
export class CancelOnWithdrawal implements WithdrawalCancellations {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly payments: ReservationPayments,
  ) {}

  async cancelOpenReservations(portion: Portion, now: Date, reason: string | null): Promise<void> {
    const open = await this.reservations.listOpenForPortion(portion.tenantId, portion.id);
    for (const reservation of open) {
      if (reservation.status === 'awaiting_payment') reservation.releaseUnpaid(portion, now);
      else reservation.cancelByWithdrawal(portion, now, reason);
    }
    await this.reservations.saveAll(open);
    await this.payments.ended(open);
  }

  async noticeAllergenChange(portion: Portion, change: AllergenChange, now: Date): Promise<void> {
    const open = await this.reservations.listOpenForPortion(portion.tenantId, portion.id);
    for (const reservation of open) reservation.noticeAllergenChange(change, portion, now);
    await this.reservations.saveAll(open);
  }
}
