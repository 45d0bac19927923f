import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { EnrolPartnerUseCase } from '../../application/partners/enrol-partner.use-case.js';
import { ListPartnersQuery } from '../../application/partners/list-partners.query.js';
import { UpdatePartnerUseCase } from '../../application/partners/update-partner.use-case.js';
import { AdminPartnersController } from '../http/partners/admin-partners.controller.js';
import { AdminCommissionsController } from '../http/partners/admin-commissions.controller.js';
import { CommissionLedger } from '../../domain/partners/commission-ledger.js';
import { CloseCommissionMonthUseCase } from '../../application/partners/close-commission-month.use-case.js';
import { CommissionLedgerScheduler } from '../../application/partners/commission-ledger.scheduler.js';
import { WriteCommissionLinesUseCase } from '../../application/partners/write-commission-lines.use-case.js';
import { TypeormCommissionLedger } from '../persistence/typeorm/partners/typeorm-commission-ledger.js';
import { PartnerOrmEntity } from '../persistence/typeorm/partners/partner.orm-entity.js';
import { TypeormPartnerRepository } from '../persistence/typeorm/partners/typeorm-partner.repository.js';
import { IdentityModule } from './identity.module.js';

/** Partners: made from accepted applications, managed by the superadmin, credited with referred tenants. */
@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature([PartnerOrmEntity])],
  controllers: [AdminPartnersController, AdminCommissionsController],
  providers: [
    { provide: PartnerRepository, useClass: TypeormPartnerRepository },
    { provide: CommissionLedger, useClass: TypeormCommissionLedger },
    EnrolPartnerUseCase,
    ListPartnersQuery,
    UpdatePartnerUseCase,
    WriteCommissionLinesUseCase,
    CloseCommissionMonthUseCase,
    CommissionLedgerScheduler,
  ],
  exports: [PartnerRepository, EnrolPartnerUseCase],
})
export class PartnersModule {}
