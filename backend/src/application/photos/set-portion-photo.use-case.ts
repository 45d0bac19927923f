import { Injectable } from '@nestjs/common';
import { ImageEncoder } from '../../domain/photos/image-encoder.js';
import { newPhoto } from '../../domain/photos/photo.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import { PortionNotFoundError, PortionRepository } from '../../domain/portions/index.js';
import { GetPortionQuery, type PortionView } from '../portions/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/** Sets, replaces (`upload`) or removes (null) a portion's photo; a replaced photo is deleted. */
@Injectable()
export class SetPortionPhotoUseCase {
  constructor(
    private readonly portions: PortionRepository,
    private readonly photos: PhotoRepository,
    private readonly encoder: ImageEncoder,
    private readonly getPortion: GetPortionQuery,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, portionId: string, upload: Uint8Array | null): Promise<PortionView> {
    // Encoding takes CPU time, not database time: it happens before the transaction.
    const encoded = upload ? await this.encoder.encode(upload) : null;
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const portion = await this.portions.findByIdForUpdate(tenantId, portionId);
      if (!portion) throw new PortionNotFoundError();
      const photo = encoded ? newPhoto(tenantId, encoded, now) : null;
      const previous = portion.replacePhoto(photo?.id ?? null, now);
      if (photo) await this.photos.save(photo);
      await this.portions.save(portion);
      if (previous) await this.photos.delete(tenantId, previous);
      return this.getPortion.execute(tenantId, portionId);
    });
  }
}
