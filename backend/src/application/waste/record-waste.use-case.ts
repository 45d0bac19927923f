import { Injectable } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { WasteRecord, type WasteRecordInput } from '../../domain/waste/waste-record.js';
import { WasteRecordRepository, type WasteRecordView } from '../../domain/waste/waste.repository.js';
import { WasteRecordContextReader } from './waste-record-context.js';

@Injectable()
export class RecordWasteUseCase {
  constructor(
    private readonly records: WasteRecordRepository,
    private readonly context: WasteRecordContextReader,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, tenantId: string, input: WasteRecordInput): Promise<WasteRecordView> {
    return this.unitOfWork.run(async () => {
      const record = WasteRecord.record(
        input,
        { tenantId, userId: actor.userId },
        this.clock.now(),
        await this.context.read(tenantId, input),
      );
      await this.records.save(record);
      return (await this.records.findView(tenantId, record.id))!;
    });
  }
}
