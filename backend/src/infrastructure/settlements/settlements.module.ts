import { Module } from '@nestjs/common';
import { GetMonthlySettlementQuery } from '../../application/settlements/get-monthly-settlement.query.js';
import { SettlementReader } from '../../domain/settlements/settlement.js';
import { SettlementsController } from './http/settlements.controller.js';
import { TypeormSettlementReader } from './persistence/typeorm-settlement.reader.js';

/** The monthly settlement of picked-up portions at their reserved prices. */
@Module({
  controllers: [SettlementsController],
  providers: [{ provide: SettlementReader, useClass: TypeormSettlementReader }, GetMonthlySettlementQuery],
})
export class SettlementsModule {}
