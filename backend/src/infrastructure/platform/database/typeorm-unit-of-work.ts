import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { inRecordedOrder, type RecordedEvent } from '../../../domain/shared/recorded-event.js';
import { UnitOfWork, type EventSource } from '../../../domain/shared/unit-of-work.js';
import { EventDispatcher } from '../events/event-dispatcher.js';
import { currentDataScope } from './data-scope.js';
import { PlatformDatabase } from './platform-database.js';

interface Work {
  manager: EntityManager;
  /** The aggregates saved in this unit of work, whose recorded events go out on commit. */
  collected: Set<EventSource>;
}

/**
 * Keeps the transaction's EntityManager in async-local storage, so that repository adapters
 * join the current unit of work without it being passed through every call. Nested runs join the outer one.
 */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<Work>();

  constructor(
    private readonly appDataSource: DataSource,
    private readonly platform: PlatformDatabase,
    private readonly moduleRef: ModuleRef,
  ) {
    super();
  }

  /**
   * The pool for the current data scope: the platform role's inside `runAsPlatform`, else the app role's, whose
   * connections carry the scope's tenant (none outside a tenant's scope) for row-level security.
   */
  get dataSource(): DataSource {
    return currentDataScope()?.kind === 'platform' ? this.platform.dataSource : this.appDataSource;
  }

  get manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.dataSource.manager;
  }

  /**
   * A hot read: in the current unit of work if there is one, and otherwise as a prepared statement, which each
   * pooled connection parses and plans once under `name` instead of on every call.
   */
  async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const transaction = this.current.getStore()?.manager;
    if (transaction) return (await transaction.query(text, values)) as T[];
    // Not `pool.query`: a call that waits for a free connection would then run in the async context of the code that
    // freed it, and so with that code's organisation (row-level security). Awaiting `connect` keeps the caller's.
    const client = await ((this.dataSource.driver as PostgresDriver).master as pg.Pool).connect();
    try {
      return (await client.query({ name, text, values })).rows as T[];
    } finally {
      client.release();
    }
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    let events: RecordedEvent[] = [];
    const result = await this.dataSource.transaction((manager) => {
      const collected = new Set<EventSource>();
      return this.current.run({ manager, collected }, async () => {
        const result = await work();
        events = inRecordedOrder([...collected].flatMap((aggregate) => aggregate.pullRecordedEvents()));
        await this.dispatcher.beforeCommit(events);
        return result;
      });
    });
    this.dispatcher.afterCommit(events);
    return result;
  }

  collect(aggregate: EventSource): void {
    const work = this.current.getStore();
    if (!work) throw new Error('An aggregate was saved outside a unit of work, so its events would never be sent');
    work.collected.add(aggregate);
  }

  committed(aggregates: EventSource[]): void {
    this.dispatcher.afterCommit(inRecordedOrder(aggregates.flatMap((aggregate) => aggregate.pullRecordedEvents())));
  }

  /** Looked up when first needed: the dispatcher's own adapters depend on this unit of work. */
  private get dispatcher(): EventDispatcher {
    return this.moduleRef.get(EventDispatcher, { strict: false });
  }
}
