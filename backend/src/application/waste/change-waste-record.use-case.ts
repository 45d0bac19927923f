import { Injectable } from '@nestjs/common';
import { PhotoRepository } from '../../domain/photos/photo.repository.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { WasteRecordChanges } from '../../domain/waste/waste-record.js';
import { WasteRecordNotFoundError } from '../../domain/waste/waste.errors.js';
import { WasteRecordRepository, type WasteRecordView } from '../../domain/waste/waste.repository.js';
import { WasteRecordContextReader } from './waste-record-context.js';

/** The kitchen changes its own records for 24 hours, the admin any; every change is audited. */
@Injectable()
export class ChangeWasteRecordUseCase {
  constructor(
    private readonly records: WasteRecordRepository,
    private readonly context: WasteRecordContextReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, tenantId: string, id: string, changes: WasteRecordChanges): Promise<WasteRecordView> {
    return this.unitOfWork.run(async () => {
      const record = await this.records.findById(tenantId, id);
      if (!record) throw new WasteRecordNotFoundError();
      record.change(changes, actor, this.clock.now(), await this.context.read(tenantId, changes));
      await this.records.save(record);
      return (await this.records.findView(tenantId, id))!;
    });
  }
}

/**
 * Undo (within 10 seconds in the kitchen's screen) and deletion follow the same rule as a change. The record's photo
 * goes with it: it belongs to nothing else (as a portion's replaced photo is deleted).
 */
@Injectable()
export class DeleteWasteRecordUseCase {
  constructor(
    private readonly records: WasteRecordRepository,
    private readonly photos: PhotoRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, tenantId: string, id: string): Promise<WasteRecordView> {
    return this.unitOfWork.run(async () => {
      const view = await this.records.findView(tenantId, id);
      const record = await this.records.findById(tenantId, id);
      if (!view || !record) throw new WasteRecordNotFoundError();
      record.delete(actor, this.clock.now());
      await this.records.delete(record);
      if (record.photoId) await this.photos.delete(tenantId, record.photoId);
      return view;
    });
  }
}
