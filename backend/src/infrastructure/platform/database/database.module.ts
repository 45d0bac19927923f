import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnitOfWork } from '../../../domain/shared/unit-of-work.js';
import { MIGRATIONS } from './migrations/index.js';
import { TypeormUnitOfWork } from './typeorm-unit-of-work.js';

@Global()
@Module({})
export class DatabaseModule {
  /** With `connect: false` nothing touches the database (used to generate openapi.yaml). */
  static forRoot(databaseUrl: string | undefined, connect = true): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          autoLoadEntities: true,
          migrations: MIGRATIONS,
          migrationsRun: connect,
          synchronize: false,
          manualInitialization: !connect,
          extra: { max: 20 },
        }),
      ],
      providers: [TypeormUnitOfWork, { provide: UnitOfWork, useExisting: TypeormUnitOfWork }],
      exports: [TypeormUnitOfWork, UnitOfWork],
    };
  }
}
