import { Module } from '@nestjs/common';
import { GetNotificationPreferencesQuery } from '../../application/notifications/get-notification-preferences.query.js';
import { SubscribePushUseCase } from '../../application/notifications/subscribe-push.use-case.js';
import { UnsubscribePushUseCase } from '../../application/notifications/unsubscribe-push.use-case.js';
import { UpdateNotificationPreferencesUseCase } from '../../application/notifications/update-notification-preferences.use-case.js';
import { NotificationPreferencesRepository } from '../../domain/notifications/notification-preferences.repository.js';
import { PushSubscriptionRepository } from '../../domain/notifications/push-subscription.repository.js';
import { NotificationPreferencesController } from '../http/notifications/notification-preferences.controller.js';
import { PushController } from '../http/notifications/push.controller.js';
import { TypeormNotificationPreferencesRepository } from '../persistence/typeorm/notifications/typeorm-notification-preferences.repository.js';
import { TypeormPushSubscriptionRepository } from '../persistence/typeorm/notifications/typeorm-push-subscription.repository.js';
import { TenancyModule } from './tenancy.module.js';

/** Notification choices, push devices, and the jobs that decide who hears what. */
@Module({
  imports: [TenancyModule],
  controllers: [NotificationPreferencesController, PushController],
  providers: [
    { provide: NotificationPreferencesRepository, useClass: TypeormNotificationPreferencesRepository },
    { provide: PushSubscriptionRepository, useClass: TypeormPushSubscriptionRepository },
    GetNotificationPreferencesQuery,
    UpdateNotificationPreferencesUseCase,
    SubscribePushUseCase,
    UnsubscribePushUseCase,
  ],
  exports: [NotificationPreferencesRepository, PushSubscriptionRepository],
})
export class NotificationsModule {}
