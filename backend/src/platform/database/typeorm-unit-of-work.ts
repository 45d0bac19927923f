import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { UnitOfWork } from '../domain/unit-of-work.js';

/**
 * Keeps the transaction's EntityManager in async-local storage, so that repository adapters
 * join the current unit of work without it being passed through every call. Nested runs join the outer one.
 */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  get manager(): EntityManager {
    return this.current.getStore() ?? this.dataSource.manager;
  }

  /**
   * A hot read: in the current unit of work if there is one, and otherwise as a prepared statement, which each
   * pooled connection parses and plans once under `name` instead of on every call.
   */
  async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const transaction = this.current.getStore();
    if (transaction) return (await transaction.query(text, values)) as T[];
    const pool = (this.dataSource.driver as PostgresDriver).master as pg.Pool;
    return (await pool.query({ name, text, values })).rows as T[];
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.dataSource.transaction((manager) => this.current.run(manager, work));
  }
}
