import { Module } from '@nestjs/common';
import { PersonalDataStore, TenantEraser, TenantExporter } from '../../domain/data-rights/personal-data.js';
import { RetentionStore } from '../../domain/data-rights/retention-policy.js';
import { ApplyRetentionUseCase } from '../../application/data-rights/apply-retention.use-case.js';
import { EraseTenantUseCase } from '../../application/data-rights/erase-tenant.use-case.js';
import { EraseUserUseCase } from '../../application/data-rights/erase-user.use-case.js';
import { ExportMyDataUseCase } from '../../application/data-rights/export-my-data.use-case.js';
import { ExportTenantUseCase } from '../../application/data-rights/export-tenant.use-case.js';
import { DataRightsController } from './http/data-rights.controller.js';
import { RetentionJob } from './jobs/retention.job.js';
import { PgTenantExporter } from './persistence/pg-tenant-exporter.js';
import { TypeormPersonalDataStore } from './persistence/typeorm-personal-data.store.js';
import { TypeormRetentionStore } from './persistence/typeorm-retention.store.js';
import { TypeormTenantEraser } from './persistence/typeorm-tenant-eraser.js';
import { IdentityModule } from '../identity/index.js';
import { TenancyModule } from '../tenancy/index.js';

/** Export, erasure and retention (GDPR): the rights of the people and organisations whose data the product holds. */
@Module({
  imports: [IdentityModule, TenancyModule],
  controllers: [DataRightsController],
  providers: [
    { provide: PersonalDataStore, useClass: TypeormPersonalDataStore },
    { provide: TenantExporter, useClass: PgTenantExporter },
    { provide: TenantEraser, useClass: TypeormTenantEraser },
    { provide: RetentionStore, useClass: TypeormRetentionStore },
    ExportTenantUseCase,
    ExportMyDataUseCase,
    EraseUserUseCase,
    EraseTenantUseCase,
    ApplyRetentionUseCase,
    RetentionJob,
  ],
})
export class DataRightsModule {}
