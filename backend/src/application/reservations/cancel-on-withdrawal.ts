import { Injectable } from '@nestjs/common';
import { type AllergenChange, type Portion } from '../../domain/portions/index.js';
import { WithdrawalCancellations } from '../portions/index.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';

/** Binds portions' WithdrawalCancellations: a withdrawn portion's open reservations are cancelled, a changed one's told. */
@Injectable()
export class CancelOnWithdrawal implements WithdrawalCancellations {
  constructor(private readonly reservations: ReservationRepository) {}

  async cancelOpenReservations(portion: Portion, now: Date, reason: string | null): Promise<void> {
    const open = await this.reservations.listOpenForPortion(portion.tenantId, portion.id);
    for (const reservation of open) reservation.cancelByWithdrawal(portion, now, reason);
    await this.reservations.saveAll(open);
  }

  async noticeAllergenChange(portion: Portion, change: AllergenChange, now: Date): Promise<void> {
    const open = await this.reservations.listOpenForPortion(portion.tenantId, portion.id);
    for (const reservation of open) reservation.noticeAllergenChange(change, portion, now);
    await this.reservations.saveAll(open);
  }
}
