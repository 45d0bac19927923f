import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { EnrolPartnerUseCase } from '../../application/partners/enrol-partner.use-case.js';
import { ListPartnersQuery } from '../../application/partners/list-partners.query.js';
import { UpdatePartnerUseCase } from '../../application/partners/update-partner.use-case.js';
import { AdminPartnersController } from './http/admin-partners.controller.js';
import { AdminCommissionsController } from './http/admin-commissions.controller.js';
import { CommissionLedger } from '../../domain/partners/commission-ledger.js';
import { CloseCommissionMonthUseCase } from '../../application/partners/close-commission-month.use-case.js';
import { CommissionLedgerJob } from './jobs/commission-ledger.job.js';
import { WriteCommissionLinesUseCase } from '../../application/partners/write-commission-lines.use-case.js';
import { TypeormCommissionLedger } from './persistence/typeorm-commission-ledger.js';
import { TypeormAttributionHistory } from './persistence/typeorm-attribution-history.js';
import { TypeormReferralReader } from './persistence/typeorm-referral-reader.js';
import { AttributionHistory } from '../../domain/partners/attribution-history.js';
import { ReferralReader } from '../../domain/partners/referral-reader.js';
import { AttributeTenantUseCase } from '../../application/partners/attribute-tenant.use-case.js';
import { AddCommissionCorrectionUseCase } from '../../application/partners/add-commission-correction.use-case.js';
import { MarkCommissionPaidUseCase } from '../../application/partners/mark-commission-paid.use-case.js';
import { PartnerPortalQuery } from '../../application/partners/partner-portal.query.js';
import { AdminAttributionController } from './http/admin-attribution.controller.js';
import { PartnerPortalController } from './http/partner-portal.controller.js';
import { TenancyModule } from '../tenancy/index.js';
import { PartnerOrmEntity } from './persistence/partner.orm-entity.js';
import { TypeormPartnerRepository } from './persistence/typeorm-partner.repository.js';
import { IdentityModule } from '../identity/index.js';
import { AccountsModule } from '../accounts/index.js';

/** Partners: made from accepted applications, managed by the superadmin, credited with referred tenants. */
@Module({
  imports: [IdentityModule, AccountsModule, TenancyModule, TypeOrmModule.forFeature([PartnerOrmEntity])],
  controllers: [AdminPartnersController, AdminCommissionsController, AdminAttributionController, PartnerPortalController],
  providers: [
    { provide: PartnerRepository, useClass: TypeormPartnerRepository },
    { provide: CommissionLedger, useClass: TypeormCommissionLedger },
    { provide: AttributionHistory, useClass: TypeormAttributionHistory },
    { provide: ReferralReader, useClass: TypeormReferralReader },
    AttributeTenantUseCase,
    MarkCommissionPaidUseCase,
    AddCommissionCorrectionUseCase,
    PartnerPortalQuery,
    EnrolPartnerUseCase,
    ListPartnersQuery,
    UpdatePartnerUseCase,
    WriteCommissionLinesUseCase,
    CloseCommissionMonthUseCase,
    CommissionLedgerJob,
  ],
  exports: [PartnerRepository, EnrolPartnerUseCase, AttributeTenantUseCase],
})
export class PartnersModule {}
