import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Clock } from './domain/shared/clock.js';
import { ObservabilityModule } from './infrastructure/platform/observability/observability.module.js';
import { databaseUrlsOf, type AppConfig } from './infrastructure/platform/config/config.js';
import { ApiKeysModule } from './infrastructure/api-keys/index.js';
import { AuditModule } from './infrastructure/audit/index.js';
import { AuthModule } from './infrastructure/platform/auth/auth.module.js';
import { ConfigModule } from './infrastructure/platform/config/config.module.js';
import { DataRightsModule } from './infrastructure/data-rights/index.js';
import { DatabaseModule } from './infrastructure/platform/database/database.module.js';
import { HealthModule } from './infrastructure/platform/health/health.module.js';
import { IdentityModule } from './infrastructure/identity/index.js';
import { MailModule } from './infrastructure/mail/index.js';
import { OutboxModule } from './infrastructure/platform/outbox/outbox.module.js';
import { WebhooksModule } from './infrastructure/webhooks/index.js';
import { LeadsModule } from './infrastructure/leads/index.js';
import { PartnersModule } from './infrastructure/partners/index.js';
import { NotificationsModule } from './infrastructure/notifications/index.js';
import { SettingsModule } from './infrastructure/settings/index.js';
import { SettlementsModule } from './infrastructure/settlements/index.js';
import { PortionsModule } from './infrastructure/portions/index.js';
import { TenancyModule } from './infrastructure/tenancy/index.js';
import { AccountsModule } from './infrastructure/accounts/index.js';
import { ReservationsModule } from './infrastructure/reservations/index.js';
import { PhotosModule } from './infrastructure/photos/index.js';
import { StatisticsModule } from './infrastructure/statistics/index.js';
import { RealtimeModule } from './infrastructure/platform/realtime/realtime.module.js';
import { ProvisioningModule } from './infrastructure/provisioning/index.js';
import { SsoModule } from './infrastructure/sso/index.js';
import { EventsModule } from './infrastructure/event-routing/index.js';
import { DisplaysModule } from './infrastructure/displays/index.js';
import { PaymentsModule } from './infrastructure/payments/index.js';
import { WasteModule } from './infrastructure/waste/index.js';

export interface AppModuleOptions {
  clock?: Clock;
  /** false: build the routes without touching the database, to generate openapi.yaml. */
  connectDatabase?: boolean;
}

export interface AppModuleParts {
  /** The app's pino logger (platform/observability/logger.ts). */
  rootLogger: Logger;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions & AppModuleParts): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ObservabilityModule.forRoot(options.rootLogger),
        ConfigModule.forRoot(config, options.clock),
        DatabaseModule.forRoot(databaseUrlsOf(config), options.connectDatabase ?? true),
        AuditModule,
        MailModule,
        OutboxModule,
        WebhooksModule,
        AuthModule,
        TenancyModule,
        IdentityModule,
        SsoModule,
        ProvisioningModule,
        AccountsModule,
        LeadsModule,
        PartnersModule,
        SettingsModule,
        PortionsModule,
        ReservationsModule,
        PhotosModule,
        StatisticsModule,
        WasteModule,
        RealtimeModule,
        EventsModule,
        NotificationsModule,
        ApiKeysModule,
        SettlementsModule,
        HealthModule,
        DataRightsModule,
        DisplaysModule,
        PaymentsModule,
      ],
    };
  }
}
