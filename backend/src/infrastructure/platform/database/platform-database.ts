import { DataSource, type DataSourceOptions } from 'typeorm';

/**
 * The platform role's connection pool: the one named path for work that spans organisations. Code reaches it only
 * inside `runAsPlatform(reason, …)` (through the unit of work) or by injecting this class, so both are greppable.
 */
export class PlatformDatabase {
  constructor(readonly dataSource: DataSource) {}

  static async open(appDataSource: DataSource, url: string): Promise<PlatformDatabase> {
    const options = {
      ...(appDataSource.options as DataSourceOptions & { extra?: Record<string, unknown> }),
      url,
      entities: appDataSource.entityMetadatas.map((metadata) => metadata.target),
      migrationsRun: false,
      extra: { max: 10 },
    } as DataSourceOptions;
    return new PlatformDatabase(await new DataSource(options).initialize());
  }
}
