import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangeReservationStatusUseCase } from '../../application/reservations/change-reservation-status.use-case.js';
import { GetReservationQuery } from '../../application/reservations/get-reservation.query.js';
import { ListMyReservationsQuery } from '../../application/reservations/list-my-reservations.query.js';
import { ListPortionReservationsQuery } from '../../application/reservations/list-portion-reservations.query.js';
import { ReservePortionUseCase } from '../../application/reservations/reserve-portion.use-case.js';
import { CreatePortionUseCase } from '../../application/portions/create-portion.use-case.js';
import { ExpirePortionsUseCase } from '../../application/portions/expire-portions.use-case.js';
import { GetPortionQuery } from '../../application/portions/get-portion.query.js';
import { GetStatsQuery } from '../../application/portions/get-stats.query.js';
import { GetLocationStatsQuery } from '../../application/portions/get-location-stats.query.js';
import { GetStatsSeriesQuery } from '../../application/portions/get-stats-series.query.js';
import { ListPortionsQuery } from '../../application/portions/list-portions.query.js';
import { PortionExpiryJob } from '../jobs/portion-expiry.job.js';
import { UpdatePortionUseCase } from '../../application/portions/update-portion.use-case.js';
import { WithdrawPortionUseCase } from '../../application/portions/withdraw-portion.use-case.js';
import { ReadPhotoQuery } from '../../application/photos/read-photo.query.js';
import { SetPortionPhotoUseCase } from '../../application/photos/set-portion-photo.use-case.js';
import { ImageEncoder } from '../../domain/photos/image-encoder.js';
import { PhotoLinks } from '../../domain/photos/photo-links.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import { PhotosController } from '../http/photos/photos.controller.js';
import { PortionPhotoController } from '../http/photos/portion-photo.controller.js';
import { HmacPhotoLinks } from '../photos/hmac-photo-links.js';
import { SharpImageEncoder } from '../photos/sharp-image-encoder.js';
import { PhotoOrmEntity } from '../persistence/typeorm/photos/photo.orm-entity.js';
import { TypeormPhotoRepository } from '../persistence/typeorm/photos/typeorm-photo.repository.js';
import { PortionStatsReader } from '../../domain/portions/portion-stats.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { ReservationRepository } from '../../domain/reservations/reservation.repository.js';
import { PortionsController } from '../http/portions/portions.controller.js';
import { ReservationsController } from '../http/reservations/reservations.controller.js';
import { StatsController } from '../http/stats/stats.controller.js';
import { PortionOrmEntity } from '../persistence/typeorm/portions/portion.orm-entity.js';
import { TypeormPortionStatsReader } from '../persistence/typeorm/portions/typeorm-portion-stats.reader.js';
import { TypeormPortionRepository } from '../persistence/typeorm/portions/typeorm-portion.repository.js';
import { ReservationOrmEntity } from '../persistence/typeorm/reservations/reservation.orm-entity.js';
import { TypeormReservationRepository } from '../persistence/typeorm/reservations/typeorm-reservation.repository.js';
import { RealtimeModule } from './realtime.module.js';
import { SettingsModule } from './settings.module.js';
import { TenancyModule } from './tenancy.module.js';

/** Portions with their photos, reservations, their statistics and the expiry job. */
@Module({
  imports: [TenancyModule, RealtimeModule, SettingsModule, TypeOrmModule.forFeature([PortionOrmEntity, ReservationOrmEntity, PhotoOrmEntity])],
  controllers: [PortionsController, PortionPhotoController, PhotosController, ReservationsController, StatsController],
  providers: [
    { provide: PortionRepository, useClass: TypeormPortionRepository },
    { provide: ReservationRepository, useClass: TypeormReservationRepository },
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
  exports: [CreatePortionUseCase],
})
export class PortionsModule {}
