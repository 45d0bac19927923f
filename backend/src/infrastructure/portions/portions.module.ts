import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreatePortionUseCase } from '../../application/portions/create-portion.use-case.js';
import { ExpirePortionsUseCase } from '../../application/portions/expire-portions.use-case.js';
import { GetPortionQuery } from '../../application/portions/get-portion.query.js';
import { ListPortionsQuery } from '../../application/portions/list-portions.query.js';
import { PortionExpiryJob } from './jobs/portion-expiry.job.js';
import { UpdatePortionUseCase } from '../../application/portions/update-portion.use-case.js';
import { WithdrawPortionUseCase } from '../../application/portions/withdraw-portion.use-case.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import { PortionsController, TemperatureChecksController } from './http/portions.controller.js';
import { FoodSafetyContext } from '../../application/portions/food-safety-context.js';
import { GetFoodSafetyLogQuery } from '../../application/portions/get-food-safety-log.query.js';
import { FoodSafetyLogController } from './http/food-safety-log.controller.js';
import { RecordTemperatureCheckUseCase } from '../../application/portions/record-temperature-check.use-case.js';
import { PortionTemperatureOrmEntity } from './persistence/portion-temperature.orm-entity.js';
import { PortionOrmEntity } from './persistence/portion.orm-entity.js';
import { TypeormPortionRepository } from './persistence/typeorm-portion.repository.js';
import { LiveEventBusModule } from '../platform/realtime/live-event-bus.module.js';
import { SettingsModule } from '../settings/index.js';
import { TenancyModule } from '../tenancy/index.js';

/**
 * Portions and their expiry job. The ports it declares are bound by the contexts above it, whose modules are global:
 * PhotoLinks by photos, PortionWebhooks by webhooks, WithdrawalCancellations by reservations.
 */
@Module({
  imports: [TenancyModule, SettingsModule, LiveEventBusModule, TypeOrmModule.forFeature([PortionOrmEntity, PortionTemperatureOrmEntity])],
  controllers: [PortionsController, TemperatureChecksController, FoodSafetyLogController],
  providers: [
    { provide: PortionRepository, useClass: TypeormPortionRepository },
    ListPortionsQuery,
    GetPortionQuery,
    CreatePortionUseCase,
    UpdatePortionUseCase,
    WithdrawPortionUseCase,
    ExpirePortionsUseCase,
    PortionExpiryJob,
    FoodSafetyContext,
    RecordTemperatureCheckUseCase,
    GetFoodSafetyLogQuery,
  ],
  exports: [PortionRepository, GetPortionQuery, FoodSafetyContext],
})
export class PortionsModule {}
