import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadPhotoQuery } from '../../application/photos/read-photo.query.js';
import { SetPortionPhotoUseCase } from '../../application/photos/set-portion-photo.use-case.js';
import { SetWasteRecordPhotoUseCase } from '../../application/photos/set-waste-record-photo.use-case.js';
import { ImageEncoder } from '../../domain/photos/image-encoder.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import { PhotosController } from './http/photos.controller.js';
import { PortionPhotoController } from './http/portion-photo.controller.js';
import { WasteRecordPhotoController } from './http/waste-record-photo.controller.js';
import { HmacPhotoLinks } from './adapters/hmac-photo-links.js';
import { SharpImageEncoder } from './adapters/sharp-image-encoder.js';
import { PhotoOrmEntity } from './persistence/photo.orm-entity.js';
import { TypeormPhotoRepository } from './persistence/typeorm-photo.repository.js';
import { LiveEventBusModule } from '../platform/realtime/live-event-bus.module.js';
import { PhotoLinks } from '../../domain/portions/index.js';
import { PortionsModule } from '../portions/index.js';
import { WasteModule } from '../waste/index.js';

/**
 * Photos of portions and of waste records: upload, encoding and signed links. Global: it binds portions' PhotoLinks
 * port, and lends its PhotoRepository to the waste context (a deleted record takes its photo along).
 */
@Global()
@Module({
  imports: [PortionsModule, WasteModule, LiveEventBusModule, TypeOrmModule.forFeature([PhotoOrmEntity])],
  controllers: [PortionPhotoController, WasteRecordPhotoController, PhotosController],
  providers: [
    { provide: PhotoRepository, useClass: TypeormPhotoRepository },
    { provide: ImageEncoder, useClass: SharpImageEncoder },
    { provide: PhotoLinks, useClass: HmacPhotoLinks },
    SetPortionPhotoUseCase,
    SetWasteRecordPhotoUseCase,
    ReadPhotoQuery,
  ],
  exports: [PhotoLinks, PhotoRepository],
})
export class PhotosModule {}
