import { SecurityModule } from '../security/index.js';
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CancelOnWithdrawal } from '../../application/reservations/cancel-on-withdrawal.js';
import { AcknowledgeNoticeUseCase } from '../../application/reservations/acknowledge-notice.use-case.js';
import { CheckPaymentUseCase } from '../../application/reservations/check-payment.use-case.js';
import { ChangeReservationStatusUseCase } from '../../application/reservations/change-reservation-status.use-case.js';
import { GetReservationQuery } from '../../application/reservations/get-reservation.query.js';
import { ListMyReservationsQuery } from '../../application/reservations/list-my-reservations.query.js';
import { ListPortionReservationsQuery } from '../../application/reservations/list-portion-reservations.query.js';
import { ReservePortionUseCase } from '../../application/reservations/reserve-portion.use-case.js';
import { HandOverByCodeUseCase } from '../../application/reservations/hand-over-by-code.use-case.js';
import { ListCounterReservationsQuery } from '../../application/reservations/list-counter-reservations.query.js';
import { CounterController } from './http/counter.controller.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import { PortionReservationsController } from './http/portion-reservations.controller.js';
import { ReservationsController } from './http/reservations.controller.js';
import { ReservationOrmEntity } from './persistence/reservation.orm-entity.js';
import { TypeormReservationRepository } from './persistence/typeorm-reservation.repository.js';
import { ReservationNeedsReader } from '../../application/reservations/reservation-needs.port.js';
import { TypeormReservationNeedsReader } from './persistence/typeorm-reservation-needs.reader.js';
import { LiveEventBusModule } from '../platform/realtime/live-event-bus.module.js';
import { WaitingLists, WithdrawalCancellations } from '../../application/portions/index.js';
import { PortionsModule } from '../portions/index.js';
import { WaitingList } from '../../application/reservations/waiting-list.js';
import { WaitlistUseCases } from '../../application/reservations/waitlist.use-cases.js';
import { WaitlistRepository } from '../../domain/reservations/waitlist.repository.js';
import { WaitlistController } from './http/waitlist.controller.js';
import { TypeormWaitlistRepository } from './persistence/typeorm-waitlist.repository.js';
import { SettingsModule } from '../settings/index.js';
import { TenancyModule } from '../tenancy/index.js';
import { NotificationsModule } from '../notifications/index.js';

/** Reservations. Global: it binds portions' WithdrawalCancellations and WaitingLists ports. */
@Global()
@Module({
  imports: [
    PortionsModule,
    SettingsModule,
    TenancyModule,
    SecurityModule,
    LiveEventBusModule,
    NotificationsModule,
    TypeOrmModule.forFeature([ReservationOrmEntity]),
  ],
  controllers: [ReservationsController, PortionReservationsController, CounterController, WaitlistController],
  providers: [
    { provide: ReservationRepository, useClass: TypeormReservationRepository },
    { provide: ReservationNeedsReader, useClass: TypeormReservationNeedsReader },
    ListMyReservationsQuery,
    ListPortionReservationsQuery,
    GetReservationQuery,
    ReservePortionUseCase,
    ChangeReservationStatusUseCase,
    AcknowledgeNoticeUseCase,
    CheckPaymentUseCase,
    HandOverByCodeUseCase,
    ListCounterReservationsQuery,
    { provide: WithdrawalCancellations, useClass: CancelOnWithdrawal },
    { provide: WaitlistRepository, useClass: TypeormWaitlistRepository },
    { provide: WaitingLists, useClass: WaitingList },
    WaitlistUseCases,
  ],
  exports: [WithdrawalCancellations, WaitingLists, ReservationRepository],
})
export class ReservationsModule {}
