import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../domain/shared/unit-of-work.js';

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

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.dataSource.transaction((manager) => this.current.run(manager, work));
  }
}
