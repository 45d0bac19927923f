import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Clock } from './platform/domain/clock.js';
import { ObservabilityModule } from './platform/observability/observability.module.js';
import type { AppConfig } from './platform/config/config.js';
import { ApiKeysModule } from './contexts/api-keys/index.js';
import { AuditModule } from './contexts/audit/index.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DataRightsModule } from './contexts/data-rights/index.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { IdentityModule } from './contexts/identity/index.js';
import { MailModule } from './contexts/mail/index.js';
import { OutboxModule } from './platform/outbox/outbox.module.js';
import { WebhooksModule } from './contexts/webhooks/index.js';
import { LeadsModule } from './contexts/leads/index.js';
import { PartnersModule } from './contexts/partners/index.js';
import { NotificationsModule } from './contexts/notifications/index.js';
import { SettingsModule } from './contexts/settings/index.js';
import { SettlementsModule } from './contexts/settlements/index.js';
import { PortionsModule } from './contexts/portions/index.js';
import { TenancyModule } from './contexts/tenancy/index.js';
import { AccountsModule } from './contexts/accounts/index.js';
import { ReservationsModule } from './contexts/reservations/index.js';
import { PhotosModule } from './contexts/photos/index.js';
import { StatisticsModule } from './contexts/statistics/index.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';
import { ProvisioningModule } from './contexts/provisioning/index.js';
import { SsoModule } from './contexts/sso/index.js';
import { EventsModule } from './contexts/event-routing/index.js';
import { DisplaysModule } from './contexts/displays/index.js';

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
        DatabaseModule.forRoot(config.databaseUrl, options.connectDatabase ?? true),
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
        RealtimeModule,
        EventsModule,
        NotificationsModule,
        ApiKeysModule,
        SettlementsModule,
        HealthModule,
        DataRightsModule,
        DisplaysModule,
      ],
    };
  }
}
