import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadPhotoQuery } from '../../application/photos/read-photo.query.js';
import { SetPortionPhotoUseCase } from '../../application/photos/set-portion-photo.use-case.js';
import { ImageEncoder } from '../../domain/photos/image-encoder.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import { PhotosController } from './http/photos.controller.js';
import { PortionPhotoController } from './http/portion-photo.controller.js';
import { HmacPhotoLinks } from './adapters/hmac-photo-links.js';
import { SharpImageEncoder } from './adapters/sharp-image-encoder.js';
import { PhotoOrmEntity } from './persistence/photo.orm-entity.js';
import { TypeormPhotoRepository } from './persistence/typeorm-photo.repository.js';
import { LiveEventBusModule } from '../platform/realtime/live-event-bus.module.js';
import { PhotoLinks } from '../../domain/portions/index.js';
import { PortionsModule } from '../portions/index.js';

/** A portion's photo: upload, encoding and signed links. Global: it binds portions' PhotoLinks port. */
@Global()
@Module({
  imports: [PortionsModule, LiveEventBusModule, TypeOrmModule.forFeature([PhotoOrmEntity])],
  controllers: [PortionPhotoController, PhotosController],
  providers: [
    { provide: PhotoRepository, useClass: TypeormPhotoRepository },
    { provide: ImageEncoder, useClass: SharpImageEncoder },
    { provide: PhotoLinks, useClass: HmacPhotoLinks },
    SetPortionPhotoUseCase,
    ReadPhotoQuery,
  ],
  exports: [PhotoLinks],
})
export class PhotosModule {}
