import type { EntityManager } from 'typeorm';

/**
 * Takes a PostgreSQL advisory lock on `key` until the current transaction ends, so that
 * every API instance serialises work on the same key. Only meaningful inside a unit of work.
 */
export async function lockKey(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
