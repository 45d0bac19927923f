import { Injectable } from '@nestjs/common';
import { TenantSettings } from '../domain/tenant-settings.js';
import { TenantSettingsRepository } from '../domain/tenant-settings.repository.js';
import { TypeormUnitOfWork } from '../../../platform/database/typeorm-unit-of-work.js';
import { TenantSettingsOrmEntity } from './tenant-settings.orm-entity.js';

@Injectable()
export class TypeormTenantSettingsRepository extends TenantSettingsRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(TenantSettingsOrmEntity);
  }

  async findByTenant(tenantId: string): Promise<TenantSettings> {
    const row = await this.repo.findOneBy({ tenantId });
    return row ? TenantSettings.restore({ ...row }) : TenantSettings.defaults(tenantId);
  }

  async save(settings: TenantSettings): Promise<void> {
    await this.repo.upsert(Object.assign(new TenantSettingsOrmEntity(), settings.toState()), ['tenantId']);
  }
}
