import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UnitOfWork } from '../../../domain/shared/unit-of-work.js';
import { grantToRoles, type DatabaseUrls } from './database-roles.js';
import { MIGRATIONS } from './migrations/index.js';
import { PlatformDatabase } from './platform-database.js';
import { TenantScopedClient } from './tenant-scoped-client.js';
import { TypeormUnitOfWork } from './typeorm-unit-of-work.js';

/** Migrates as the owner, then lets the app and platform roles use the tables; the owner's connection closes. */
async function migrateAsOwner(urls: DatabaseUrls): Promise<void> {
  const owner = new DataSource({ type: 'postgres', url: urls.owner, migrations: MIGRATIONS, extra: { max: 1 } });
  await owner.initialize();
  try {
    await owner.runMigrations();
    await grantToRoles(owner, urls);
  } finally {
    await owner.destroy();
  }
}

/**
 * Only for `npm run bench:*` with BENCH_WITHOUT_ROW_SECURITY: the app pool connects as the platform role with plain
 * connections, so that the bench can set the wall's cost beside an instance without it. Never a production setting.
 */
const withoutRowSecurity = process.env.BENCH_WITHOUT_ROW_SECURITY === '1';

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(private readonly platform: PlatformDatabase) {}

  /** With `connect: false` nothing touches the database (used to generate openapi.yaml). */
  static forRoot(urls: DatabaseUrls | undefined, connect = true): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            if (connect && urls) await migrateAsOwner(urls);
            return {
              type: 'postgres' as const,
              url: withoutRowSecurity ? urls?.platform : urls?.app,
              autoLoadEntities: true,
              // Known, not run here (the owner ran them): the readiness check compares them with the table.
              migrations: MIGRATIONS,
              migrationsRun: false,
              synchronize: false,
              manualInitialization: !connect,
              extra: withoutRowSecurity ? { max: 20 } : { max: 20, Client: TenantScopedClient },
            };
          },
        }),
      ],
      providers: [
        {
          provide: PlatformDatabase,
          inject: [DataSource],
          useFactory: (app: DataSource) => (connect && urls ? PlatformDatabase.open(app, urls.platform) : new PlatformDatabase(app)),
        },
        TypeormUnitOfWork,
        { provide: UnitOfWork, useExisting: TypeormUnitOfWork },
      ],
      exports: [TypeormUnitOfWork, UnitOfWork, PlatformDatabase],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.platform.dataSource.isInitialized) await this.platform.dataSource.destroy();
  }
}
