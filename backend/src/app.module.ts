import { Module, type DynamicModule } from '@nestjs/common';
import type { Clock } from './platform/domain/clock.js';
import type { AppConfig } from './platform/config/config.js';
import { ApiKeysModule } from './contexts/api-keys/api-keys.module.js';
import { AuditModule } from './contexts/audit/audit.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DataRightsModule } from './contexts/data-rights/data-rights.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { IdentityModule } from './contexts/identity/identity.module.js';
import { MailModule } from './contexts/mail/mail.module.js';
import { OutboxModule } from './platform/outbox/outbox.module.js';
import { WebhooksModule } from './contexts/webhooks/webhooks.module.js';
import { LeadsModule } from './contexts/leads/leads.module.js';
import { PartnersModule } from './contexts/partners/partners.module.js';
import { NotificationsModule } from './contexts/notifications/notifications.module.js';
import { SettingsModule } from './contexts/settings/settings.module.js';
import { SettlementsModule } from './contexts/settlements/settlements.module.js';
import { PortionsModule } from './contexts/portions/portions.module.js';
import { EventsModule } from './platform/events/events.module.js';
import { TenancyModule } from './contexts/tenancy/tenancy.module.js';
import { TenantAdminModule } from './contexts/tenancy/tenant-admin.module.js';

export interface AppModuleOptions {
  clock?: Clock;
  /** false: build the routes without touching the database, to generate openapi.yaml. */
  connectDatabase?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, options.clock),
        DatabaseModule.forRoot(config.databaseUrl, options.connectDatabase ?? true),
        AuditModule,
        MailModule,
        OutboxModule,
        WebhooksModule,
        AuthModule,
        TenancyModule,
        IdentityModule,
        TenantAdminModule,
        LeadsModule,
        PartnersModule,
        SettingsModule,
        PortionsModule,
        EventsModule,
        NotificationsModule,
        ApiKeysModule,
        SettlementsModule,
        HealthModule,
        DataRightsModule,
      ],
    };
  }
}
