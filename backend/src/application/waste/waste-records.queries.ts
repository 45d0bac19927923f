import { Injectable } from '@nestjs/common';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../domain/shared/list-query.js';
import { WasteRecordNotFoundError } from '../../domain/waste/waste.errors.js';
import { WasteRecordRepository, type WasteRecordFilter, type WasteRecordView } from '../../domain/waste/waste.repository.js';

@Injectable()
export class GetWasteRecordQuery {
  constructor(private readonly records: WasteRecordRepository) {}

  async execute(tenantId: string, id: string): Promise<WasteRecordView> {
    const view = await this.records.findView(tenantId, id);
    if (!view) throw new WasteRecordNotFoundError();
    return view;
  }
}

/** Newest first unless sorted otherwise. */
@Injectable()
export class ListWasteRecordsQuery {
  constructor(private readonly records: WasteRecordRepository) {}

  execute(tenantId: string, filter: WasteRecordFilter, query: ListQuery, maxRows = MAX_LIST_SIZE): Promise<Page<WasteRecordView>> {
    return this.records.list(tenantId, filter, query, maxRows);
  }
}
