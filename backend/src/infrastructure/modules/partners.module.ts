import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { EnrolPartnerUseCase } from '../../application/partners/enrol-partner.use-case.js';
import { ListPartnersQuery } from '../../application/partners/list-partners.query.js';
import { UpdatePartnerUseCase } from '../../application/partners/update-partner.use-case.js';
import { AdminPartnersController } from '../http/partners/admin-partners.controller.js';
import { PartnerOrmEntity } from '../persistence/typeorm/partners/partner.orm-entity.js';
import { TypeormPartnerRepository } from '../persistence/typeorm/partners/typeorm-partner.repository.js';
import { IdentityModule } from './identity.module.js';

/** Partners: made from accepted applications, managed by the superadmin, credited with referred tenants. */
@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature([PartnerOrmEntity])],
  controllers: [AdminPartnersController],
  providers: [{ provide: PartnerRepository, useClass: TypeormPartnerRepository }, EnrolPartnerUseCase, ListPartnersQuery, UpdatePartnerUseCase],
  exports: [PartnerRepository, EnrolPartnerUseCase],
})
export class PartnersModule {}
