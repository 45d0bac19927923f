import { Injectable } from '@nestjs/common';
import { requireMonth } from '../../domain/shared/calendar-month.js';
import { settle, SettlementReader, type Settlement } from '../../domain/settlements/settlement.js';

@Injectable()
export class GetMonthlySettlementQuery {
  constructor(private readonly reader: SettlementReader) {}

  async execute(tenantId: string, month: string): Promise<Settlement> {
    return settle(month, await this.reader.pickedUpInMonth(tenantId, requireMonth(month)));
  }
}
