import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangeReservationStatusUseCase } from '../reservations/application/change-reservation-status.use-case.js';
import { GetReservationQuery } from '../reservations/application/get-reservation.query.js';
import { ListMyReservationsQuery } from '../reservations/application/list-my-reservations.query.js';
import { ListPortionReservationsQuery } from '../reservations/application/list-portion-reservations.query.js';
import { ReservePortionUseCase } from '../reservations/application/reserve-portion.use-case.js';
import { CreatePortionUseCase } from './application/create-portion.use-case.js';
import { ExpirePortionsUseCase } from './application/expire-portions.use-case.js';
import { GetPortionQuery } from './application/get-portion.query.js';
import { GetStatsQuery } from '../statistics/application/get-stats.query.js';
import { GetLocationStatsQuery } from '../statistics/application/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../statistics/application/get-stats-series.query.js';
import { ListPortionsQuery } from './application/list-portions.query.js';
import { PortionExpiryJob } from './application/portion-expiry.job.js';
import { UpdatePortionUseCase } from './application/update-portion.use-case.js';
import { WithdrawPortionUseCase } from './application/withdraw-portion.use-case.js';
import { ReadPhotoQuery } from '../photos/application/read-photo.query.js';
import { SetPortionPhotoUseCase } from '../photos/application/set-portion-photo.use-case.js';
import { ImageEncoder } from '../photos/domain/image-encoder.js';
import { PhotoLinks } from '../photos/domain/photo-links.js';
import { PhotoRepository } from '../photos/domain/photo.repository.js';
import { PhotosController } from '../photos/http/photos.controller.js';
import { PortionPhotoController } from '../photos/http/portion-photo.controller.js';
import { HmacPhotoLinks } from '../photos/adapters/hmac-photo-links.js';
import { SharpImageEncoder } from '../photos/adapters/sharp-image-encoder.js';
import { PhotoOrmEntity } from '../photos/persistence/photo.orm-entity.js';
import { TypeormPhotoRepository } from '../photos/persistence/typeorm-photo.repository.js';
import { PortionStatsReader } from '../statistics/domain/portion-stats.js';
import { PortionRepository } from './domain/portion.repository.js';
import { ReservationRepository } from '../reservations/domain/reservation.repository.js';
import { PortionsController } from './http/portions.controller.js';
import { ReservationsController } from '../reservations/http/reservations.controller.js';
import { StatsController } from '../statistics/http/stats.controller.js';
import { PortionOrmEntity } from './persistence/portion.orm-entity.js';
import { TypeormPortionStatsReader } from '../statistics/persistence/typeorm-portion-stats.reader.js';
import { TypeormPortionRepository } from './persistence/typeorm-portion.repository.js';
import { ReservationOrmEntity } from '../reservations/persistence/reservation.orm-entity.js';
import { TypeormReservationRepository } from '../reservations/persistence/typeorm-reservation.repository.js';
import { ReservationNeedsReader } from '../reservations/application/reservation-needs.port.js';
import { TypeormReservationNeedsReader } from '../reservations/persistence/typeorm-reservation-needs.reader.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TenancyModule } from '../tenancy/tenancy.module.js';

/** Portions with their photos, reservations, their statistics and the expiry job. */
@Module({
  imports: [
    TenancyModule,
    RealtimeModule,
    SettingsModule,
    TypeOrmModule.forFeature([PortionOrmEntity, ReservationOrmEntity, PhotoOrmEntity]),
  ],
  controllers: [PortionsController, PortionPhotoController, PhotosController, ReservationsController, StatsController],
  providers: [
    { provide: PortionRepository, useClass: TypeormPortionRepository },
    { provide: ReservationRepository, useClass: TypeormReservationRepository },
    { provide: ReservationNeedsReader, useClass: TypeormReservationNeedsReader },
    { provide: PortionStatsReader, useClass: TypeormPortionStatsReader },
    { provide: PhotoRepository, useClass: TypeormPhotoRepository },
    { provide: ImageEncoder, useClass: SharpImageEncoder },
    { provide: PhotoLinks, useClass: HmacPhotoLinks },
    SetPortionPhotoUseCase,
    ReadPhotoQuery,
    ListPortionsQuery,
    GetPortionQuery,
    CreatePortionUseCase,
    UpdatePortionUseCase,
    WithdrawPortionUseCase,
    ExpirePortionsUseCase,
    PortionExpiryJob,
    ListMyReservationsQuery,
    ListPortionReservationsQuery,
    GetReservationQuery,
    ReservePortionUseCase,
    ChangeReservationStatusUseCase,
    GetStatsQuery,
    GetStatsSeriesQuery,
    GetLocationStatsQuery,
  ],
  exports: [CreatePortionUseCase, PortionRepository, ReservationRepository, PhotoLinks],
})
export class PortionsModule {}
