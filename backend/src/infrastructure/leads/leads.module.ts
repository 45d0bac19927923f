import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import { SalesRecipients } from '../../domain/leads/sales-recipients.js';
import { ChangeContactRequestStatusUseCase } from '../../application/leads/change-contact-request-status.use-case.js';
import { ChangePartnerApplicationStatusUseCase } from '../../application/leads/change-partner-application-status.use-case.js';
import { ConvertContactRequestUseCase } from '../../application/leads/convert-contact-request.use-case.js';
import { DeleteContactRequestUseCase } from '../../application/leads/delete-contact-request.use-case.js';
import { DeletePartnerApplicationUseCase } from '../../application/leads/delete-partner-application.use-case.js';
import { GetContactRequestQuery } from '../../application/leads/get-contact-request.query.js';
import { GetPartnerApplicationQuery } from '../../application/leads/get-partner-application.query.js';
import { ListContactRequestsQuery } from '../../application/leads/list-contact-requests.query.js';
import { ListPartnerApplicationsQuery } from '../../application/leads/list-partner-applications.query.js';
import { LeadMails } from '../../application/leads/lead-mails.js';
import { SubmissionRateLimiter } from '../../application/leads/submission-rate-limiter.js';
import { SubmitContactRequestUseCase } from '../../application/leads/submit-contact-request.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../../application/leads/submit-partner-application.use-case.js';
import { ConfiguredSalesRecipients } from './adapters/configured-sales-recipients.js';
import { AdminContactsController } from './http/admin-contacts.controller.js';
import { AdminPartnerApplicationsController } from './http/admin-partner-applications.controller.js';
import { PublicLeadsController } from './http/public-leads.controller.js';
import { ContactRequestOrmEntity } from './persistence/contact-request.orm-entity.js';
import { LeadStatusChangeOrmEntity } from './persistence/lead-status-change.orm-entity.js';
import { PartnerApplicationOrmEntity } from './persistence/partner-application.orm-entity.js';
import { TypeormContactRequestRepository } from './persistence/typeorm-contact-request.repository.js';
import { TypeormLeadStatusHistory } from './persistence/typeorm-lead-status-history.js';
import { TypeormPartnerApplicationRepository } from './persistence/typeorm-partner-application.repository.js';
import { IdentityModule } from '../identity/index.js';
import { PartnersModule } from '../partners/index.js';
import { TenancyModule } from '../tenancy/index.js';
import { SettingsModule } from '../settings/index.js';
import { SecurityModule } from '../security/index.js';

/** Demo requests and partner applications: the public forms and the superadmin's triage, which converts into tenants. */
@Module({
  imports: [
    IdentityModule,
    SecurityModule,
    PartnersModule,
    SettingsModule,
    TenancyModule,
    TypeOrmModule.forFeature([ContactRequestOrmEntity, PartnerApplicationOrmEntity, LeadStatusChangeOrmEntity]),
  ],
  controllers: [PublicLeadsController, AdminContactsController, AdminPartnerApplicationsController],
  providers: [
    { provide: ContactRequestRepository, useClass: TypeormContactRequestRepository },
    { provide: PartnerApplicationRepository, useClass: TypeormPartnerApplicationRepository },
    { provide: LeadStatusHistory, useClass: TypeormLeadStatusHistory },
    { provide: SalesRecipients, useClass: ConfiguredSalesRecipients },
    LeadMails,
    SubmissionRateLimiter,
    SubmitContactRequestUseCase,
    SubmitPartnerApplicationUseCase,
    ListContactRequestsQuery,
    GetContactRequestQuery,
    ChangeContactRequestStatusUseCase,
    ConvertContactRequestUseCase,
    DeleteContactRequestUseCase,
    ListPartnerApplicationsQuery,
    GetPartnerApplicationQuery,
    ChangePartnerApplicationStatusUseCase,
    DeletePartnerApplicationUseCase,
  ],
})
export class LeadsModule {}
