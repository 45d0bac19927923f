import { Injectable } from '@nestjs/common';
import { TenantSettings } from '../../../domain/settings/tenant-settings.js';
import { TenantSettingsRepository } from '../../../domain/settings/tenant-settings.repository.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
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
    if (!row) return TenantSettings.defaults(tenantId);
    return TenantSettings.restore({
      tenantId: row.tenantId,
      maxOpenReservationsPerPerson: row.maxOpenReservationsPerPerson,
      defaultPriceCents: row.defaultPriceCents,
      maxHoursPreparedToEnd: {
        hot: row.maxHoursPreparedToEndHot,
        chilled: row.maxHoursPreparedToEndChilled,
        ambient: row.maxHoursPreparedToEndAmbient,
      },
      pickupConfirmation: row.pickupConfirmation,
      defaultLanguage: row.defaultLanguage,
      defaultPortionWeightGrams: row.defaultPortionWeightGrams,
      wasteBaseline: row.wasteBaselineFrom && row.wasteBaselineTo ? { from: row.wasteBaselineFrom, to: row.wasteBaselineTo } : null,
      co2eKgPerKgFood: row.co2eKgPerKgFood,
      wasteCostCentsPerKg: row.wasteCostCentsPerKg,
      foodSafety: row.foodSafety ?? TenantSettings.defaults(tenantId).foodSafety,
    });
  }

  async save(settings: TenantSettings): Promise<void> {
    const { maxHoursPreparedToEnd, wasteBaseline, ...state } = settings.toState();
    const row = Object.assign(new TenantSettingsOrmEntity(), state, {
      maxHoursPreparedToEndHot: maxHoursPreparedToEnd.hot,
      maxHoursPreparedToEndChilled: maxHoursPreparedToEnd.chilled,
      maxHoursPreparedToEndAmbient: maxHoursPreparedToEnd.ambient,
      wasteBaselineFrom: wasteBaseline?.from ?? null,
      wasteBaselineTo: wasteBaseline?.to ?? null,
    });
    await this.repo.upsert(row, ['tenantId']);
  }
}
