import { Module } from '@nestjs/common';
import { GetNotificationPreferencesQuery } from '../../application/notifications/get-notification-preferences.query.js';
import { GetNotificationStatsQuery } from '../../application/notifications/get-notification-stats.query.js';
import { NotificationLinks } from '../../application/notifications/notification-links.js';
import { NotificationRun } from '../../application/notifications/notification-run.js';
import { SendDigestsUseCase } from '../../application/notifications/send-digests.use-case.js';
import { SendInstantNotificationsUseCase } from '../../application/notifications/send-instant-notifications.use-case.js';
import { SendRemindersUseCase } from '../../application/notifications/send-reminders.use-case.js';
import { SendReservationChangeUseCase } from '../../application/notifications/send-reservation-change.use-case.js';
import { SendWaitlistPromotionUseCase } from '../../application/notifications/send-waitlist-promotion.use-case.js';
import { SendWaitlistPassedOverUseCase } from '../../application/notifications/send-waitlist-passed-over.use-case.js';
import { SubscribePushUseCase } from '../../application/notifications/subscribe-push.use-case.js';
import { UnsubscribePushUseCase } from '../../application/notifications/unsubscribe-push.use-case.js';
import { UnsubscribeUseCase } from '../../application/notifications/unsubscribe.use-case.js';
import { UpdateNotificationPreferencesUseCase } from '../../application/notifications/update-notification-preferences.use-case.js';
import { NotificationAudience } from '../../domain/notifications/notification-audience.js';
import { NotificationPreferencesRepository } from '../../domain/notifications/notification-preferences.repository.js';
import { NotificationStatsReader } from '../../domain/notifications/notification-stats.js';
import { PushOutbox } from '../../domain/notifications/push-outbox.port.js';
import { PushSubscriptionRepository } from '../../domain/notifications/push-subscription.repository.js';
import { UnsubscribeTokens } from '../../domain/notifications/unsubscribe-tokens.js';
import { GetCalendarFeedQuery, RenewCalendarFeedUseCase } from '../../application/notifications/calendar-feed.use-cases.js';
import { CalendarFeedRepository } from '../../domain/notifications/calendar-feed.js';
import { CalendarFeedController } from './http/calendar-feed.controller.js';
import { TypeormCalendarFeedRepository } from './persistence/typeorm-calendar-feed.repository.js';
import { SecurityModule } from '../security/index.js';
import { NotificationPreferencesController } from './http/notification-preferences.controller.js';
import { NotificationStatsController } from './http/notification-stats.controller.js';
import { PushController } from './http/push.controller.js';
import { UnsubscribeController } from './http/unsubscribe.controller.js';
import { NotificationJobs } from './jobs/notification.jobs.js';
import { HmacUnsubscribeTokens } from './adapters/hmac-unsubscribe-tokens.js';
import { TypeormNotificationAudience } from './persistence/typeorm-notification-audience.js';
import { TypeormNotificationPreferencesRepository } from './persistence/typeorm-notification-preferences.repository.js';
import { TypeormNotificationStatsReader } from './persistence/typeorm-notification-stats.reader.js';
import { TypeormPushOutbox } from './persistence/typeorm-push-outbox.js';
import { TypeormPushSubscriptionRepository } from './persistence/typeorm-push-subscription.repository.js';
import { PushChannel } from './adapters/push-channel.js';
import { IdentityModule } from '../identity/index.js';
import { TenancyModule } from '../tenancy/index.js';
import { OutboundTargets } from '../../domain/shared/outbound-targets.js';
import { OutboundTargetGuard } from '../platform/outbound/outbound-target-guard.js';

/** Notification choices, push devices, the jobs that decide who hears what, unsubscribe, and the web-push outbox channel. */
@Module({
  imports: [TenancyModule, IdentityModule, SecurityModule],
  controllers: [
    NotificationPreferencesController,
    PushController,
    UnsubscribeController,
    NotificationStatsController,
    CalendarFeedController,
  ],
  providers: [
    { provide: NotificationPreferencesRepository, useClass: TypeormNotificationPreferencesRepository },
    { provide: PushSubscriptionRepository, useClass: TypeormPushSubscriptionRepository },
    { provide: NotificationAudience, useClass: TypeormNotificationAudience },
    { provide: NotificationStatsReader, useClass: TypeormNotificationStatsReader },
    { provide: PushOutbox, useClass: TypeormPushOutbox },
    { provide: UnsubscribeTokens, useClass: HmacUnsubscribeTokens },
    PushChannel,
    OutboundTargetGuard,
    { provide: OutboundTargets, useExisting: OutboundTargetGuard },
    NotificationLinks,
    GetNotificationPreferencesQuery,
    UpdateNotificationPreferencesUseCase,
    SubscribePushUseCase,
    UnsubscribePushUseCase,
    UnsubscribeUseCase,
    SendInstantNotificationsUseCase,
    NotificationRun,
    SendDigestsUseCase,
    SendRemindersUseCase,
    SendWaitlistPromotionUseCase,
    SendWaitlistPassedOverUseCase,
    SendReservationChangeUseCase,
    GetNotificationStatsQuery,
    NotificationJobs,
    { provide: CalendarFeedRepository, useClass: TypeormCalendarFeedRepository },
    RenewCalendarFeedUseCase,
    GetCalendarFeedQuery,
  ],
  // For the data-rights issue: export and erase a user's choices and devices.
  // The event dispatcher tells who got a unit from a waiting list; the waiting list who was passed over.
  exports: [
    NotificationPreferencesRepository,
    PushSubscriptionRepository,
    SendWaitlistPromotionUseCase,
    SendWaitlistPassedOverUseCase,
    SendReservationChangeUseCase,
  ],
})
export class NotificationsModule {}
