import { Module, type DynamicModule } from '@nestjs/common';
import type { Clock } from './domain/shared/clock.js';
import type { AppConfig } from './config.js';
import { AuditModule } from './infrastructure/modules/audit.module.js';
import { AuthModule } from './infrastructure/modules/auth.module.js';
import { ConfigModule } from './infrastructure/modules/config.module.js';
import { DataRightsModule } from './infrastructure/modules/data-rights.module.js';
import { DatabaseModule } from './infrastructure/modules/database.module.js';
import { HealthModule } from './infrastructure/modules/health.module.js';
import { IdentityModule } from './infrastructure/modules/identity.module.js';
import { MailModule } from './infrastructure/modules/mail.module.js';
import { OutboxModule } from './infrastructure/modules/outbox.module.js';
import { LeadsModule } from './infrastructure/modules/leads.module.js';
import { SettingsModule } from './infrastructure/modules/settings.module.js';
import { PortionsModule } from './infrastructure/modules/portions.module.js';
import { TenancyModule } from './infrastructure/modules/tenancy.module.js';
import { TenantAdminModule } from './infrastructure/modules/tenant-admin.module.js';

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
        AuthModule,
        TenancyModule,
        IdentityModule,
        TenantAdminModule,
        LeadsModule,
        SettingsModule,
        PortionsModule,
        HealthModule,
        DataRightsModule,
      ],
    };
  }
}
