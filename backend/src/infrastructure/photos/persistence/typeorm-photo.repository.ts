import { Injectable } from '@nestjs/common';
import type { Photo, PhotoVariant } from '../../../domain/photos/photo.js';
import { PhotoRepository } from '../../../domain/photos/photo.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { PhotoOrmEntity } from './photo.orm-entity.js';

@Injectable()
export class TypeormPhotoRepository extends PhotoRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(PhotoOrmEntity);
  }

  async save(photo: Photo): Promise<void> {
    await this.repo.insert({ ...photo, large: Buffer.from(photo.large), small: Buffer.from(photo.small) });
  }

  async findVariant(tenantId: string, id: string, variant: PhotoVariant): Promise<Uint8Array | null> {
    // Only the asked variant's bytes leave the database.
    const row = await this.repo.findOne({ select: { id: true, [variant]: true }, where: { tenantId, id } });
    return row ? new Uint8Array(row[variant]) : null;
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.repo.delete({ tenantId, id });
  }
}
