import { Module } from '@nestjs/common';
import { ChangeWasteRecordUseCase, DeleteWasteRecordUseCase } from '../../application/waste/change-waste-record.use-case.js';
import { DecideLeftoverUseCase, ListOpenLeftoversQuery } from '../../application/waste/leftovers.use-cases.js';
import { MealsServedUseCases } from '../../application/waste/meals-served.use-cases.js';
import { RecordWasteUseCase } from '../../application/waste/record-waste.use-case.js';
import { WasteRecordContextReader } from '../../application/waste/waste-record-context.js';
import { ChangeWasteReasonsUseCase, ListWasteReasonsQuery } from '../../application/waste/waste-reasons.use-cases.js';
import { GetWasteRecordQuery, ListWasteRecordsQuery } from '../../application/waste/waste-records.queries.js';
import { GetWasteReportQuery } from '../../application/waste/waste-report.query.js';
import { LeftoverRepository } from '../../domain/waste/leftover.js';
import { WasteReportReader } from '../../domain/waste/waste-report.reader.js';
import { MealsServedRepository, WasteReasonRepository, WasteRecordRepository } from '../../domain/waste/waste.repository.js';
import { IdentityModule } from '../identity/index.js';
import { PortionsModule } from '../portions/index.js';
import { SettingsModule } from '../settings/index.js';
import { TenancyModule } from '../tenancy/index.js';
import { LeftoversController } from './http/leftovers.controller.js';
import { MealsServedController } from './http/meals-served.controller.js';
import { WasteReasonsController } from './http/waste-reasons.controller.js';
import { WasteRecordsController } from './http/waste-records.controller.js';
import { WasteReportController } from './http/waste-report.controller.js';
import { PgLeftoverRepository } from './persistence/pg-leftover.repository.js';
import { PgWasteReportReader } from './persistence/pg-waste-report.reader.js';
import { TypeormMealsServedRepository, TypeormWasteReasonRepository } from './persistence/typeorm-waste-reason.repository.js';
import { TypeormWasteRecordRepository } from './persistence/typeorm-waste-record.repository.js';

/** Waste records, reasons, meals served, the leftovers of ended portions and the report. */
@Module({
  imports: [TenancyModule, PortionsModule, SettingsModule, IdentityModule],
  controllers: [WasteRecordsController, WasteReasonsController, MealsServedController, WasteReportController, LeftoversController],
  providers: [
    { provide: WasteRecordRepository, useClass: TypeormWasteRecordRepository },
    { provide: WasteReasonRepository, useClass: TypeormWasteReasonRepository },
    { provide: MealsServedRepository, useClass: TypeormMealsServedRepository },
    { provide: WasteReportReader, useClass: PgWasteReportReader },
    { provide: LeftoverRepository, useClass: PgLeftoverRepository },
    WasteRecordContextReader,
    RecordWasteUseCase,
    ChangeWasteRecordUseCase,
    DeleteWasteRecordUseCase,
    GetWasteRecordQuery,
    ListWasteRecordsQuery,
    ListWasteReasonsQuery,
    ChangeWasteReasonsUseCase,
    MealsServedUseCases,
    GetWasteReportQuery,
    ListOpenLeftoversQuery,
    DecideLeftoverUseCase,
  ],
  exports: [WasteRecordRepository],
})
export class WasteModule {}
