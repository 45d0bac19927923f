import { Injectable } from '@nestjs/common';
import { ImageEncoder } from '../../domain/photos/image-encoder.js';
import { newPhoto } from '../../domain/photos/photo.js';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WasteRecordNotFoundError, WasteRecordRepository, type WasteRecordView } from '../../domain/waste/index.js';

/**
 * Sets, replaces (`upload`) or removes (null) a waste record's photo, with the upload rules of portion photos; a
 * replaced photo is deleted. Who may change the record may change its photo (the kitchen its own for 24 hours).
 */
@Injectable()
export class SetWasteRecordPhotoUseCase {
  constructor(
    private readonly records: WasteRecordRepository,
    private readonly photos: PhotoRepository,
    private readonly encoder: ImageEncoder,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, tenantId: string, id: string, upload: Uint8Array | null): Promise<WasteRecordView> {
    // Encoding takes CPU time, not database time: it happens before the transaction.
    const encoded = upload ? await this.encoder.encode(upload) : null;
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const record = await this.records.findById(tenantId, id);
      if (!record) throw new WasteRecordNotFoundError();
      const photo = encoded ? newPhoto(tenantId, encoded, now) : null;
      const previous = record.replacePhoto(photo?.id ?? null, actor, now);
      if (photo) await this.photos.save(photo);
      await this.records.save(record);
      if (previous) await this.photos.delete(tenantId, previous);
      return (await this.records.findView(tenantId, id))!;
    });
  }
}
