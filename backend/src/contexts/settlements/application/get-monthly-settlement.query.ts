import { Injectable } from '@nestjs/common';
import { requireMonth } from '../../../platform/domain/calendar-month.js';
import { settle, SettlementReader, type Settlement } from '../domain/settlement.js';

@Injectable()
export class GetMonthlySettlementQuery {
  constructor(private readonly reader: SettlementReader) {}

  async execute(tenantId: string, month: string): Promise<Settlement> {
    return settle(month, await this.reader.pickedUpInMonth(tenantId, requireMonth(month)));
  }
}
