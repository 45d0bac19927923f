import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { NoShowReader, requireNoShowPeriod, type NoShowFigures, type NoShowPeriod } from '../../domain/statistics/no-shows.js';

/** Per person, the reservations of a period and what became of them (see no-shows.ts for each rule). */
@Injectable()
export class GetNoShowsQuery {
  constructor(
    private readonly reader: NoShowReader,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: string, input: { from?: string; to?: string }): Promise<{ period: NoShowPeriod; rows: NoShowFigures[] }> {
    const period = requireNoShowPeriod(input);
    return { period, rows: await this.reader.figures(tenantId, period, this.clock.now()) };
  }
}
