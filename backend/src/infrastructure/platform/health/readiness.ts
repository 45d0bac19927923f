import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type NotReadyReason = 'draining' | 'database' | 'migrations';

export interface ReadinessState {
  draining: boolean;
  /** The database answered. */
  database: boolean;
  /** Every migration this build knows has run. */
  migrations: boolean;
}

/** Whether this instance should get traffic: the database answers, its schema is current, and it is not draining. */
@Injectable()
export class Readiness {
  private draining = false;

  constructor(private readonly dataSource: DataSource) {}

  /** From SIGTERM on the instance reports not ready, so that load balancers send new work elsewhere. */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async state(): Promise<ReadinessState> {
    try {
      const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM migrations`);
      const done = new Set(rows.map((row) => row.name));
      // TypeORM records a migration under its `name`, or its class name without one.
      const migrations = this.dataSource.migrations.every((migration) => done.has(migration.name ?? migration.constructor.name));
      return { draining: this.draining, database: true, migrations };
    } catch {
      return { draining: this.draining, database: false, migrations: false };
    }
  }

  async notReadyReason(): Promise<NotReadyReason | null> {
    if (this.draining) return 'draining';
    const state = await this.state();
    if (!state.database) return 'database';
    return state.migrations ? null : 'migrations';
  }
}
