import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GetTenantSettingsQuery } from '../../application/settings/get-tenant-settings.query.js';
import { UpdateTenantSettingsUseCase } from '../../application/settings/update-tenant-settings.use-case.js';
import { TenantSettingsRepository } from '../../domain/settings/tenant-settings.repository.js';
import { TenantSettingsController } from './http/tenant-settings.controller.js';
import { TenantSettingsOrmEntity } from './persistence/tenant-settings.orm-entity.js';
import { TypeormTenantSettingsRepository } from './persistence/typeorm-tenant-settings.repository.js';
import { TenancyModule } from '../tenancy/index.js';

@Module({
  imports: [TypeOrmModule.forFeature([TenantSettingsOrmEntity]), TenancyModule],
  controllers: [TenantSettingsController],
  providers: [
    { provide: TenantSettingsRepository, useClass: TypeormTenantSettingsRepository },
    GetTenantSettingsQuery,
    UpdateTenantSettingsUseCase,
  ],
  exports: [TenantSettingsRepository],
})
export class SettingsModule {}
