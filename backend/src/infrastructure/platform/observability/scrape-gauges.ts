import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { MailHealthReport } from '../health/mail-health.port.js';
import type { ReadinessState } from '../health/readiness.js';
import {
  databaseUp,
  dbPoolConnections,
  dbPoolWaiting,
  eventStreamsOpen,
  instanceReady,
  mailFailedLast24h,
  mailOldestQueuedSeconds,
  mailQueued,
  mailStatus,
  outboxDepth,
  outboxOldestAge,
} from './metrics.js';

export interface ScrapeSources {
  dataSource(): DataSource;
  /** The platform role's pool: the outbox depth counts every organisation's rows. */
  platformDataSource(): DataSource;
  openStreams(): number;
  readiness(): Promise<ReadinessState>;
  /** The outbox channels: name and table (trusted constants). */
  outboxChannels(): { name: string; table: string }[];
  /** The state of outgoing mail, as the readiness check reports it. */
  mail(): Promise<MailHealthReport>;
}

const MAIL_STATES: MailHealthReport['status'][] = ['up', 'degraded', 'down', 'disabled'];

/** Sets the gauges that read the running app, right before each scrape. */
export async function refreshScrapeGauges(sources: ScrapeSources): Promise<void> {
  eventStreamsOpen.set(sources.openStreams());
  const dataSource = sources.dataSource();
  const pool = (dataSource.driver as PostgresDriver).master as pg.Pool | undefined;
  if (pool) {
    dbPoolConnections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
    dbPoolWaiting.set(pool.waitingCount);
  }
  const state = await sources.readiness();
  databaseUp.set(state.database ? 1 : 0);
  instanceReady.set(state.database && state.migrations && !state.draining ? 1 : 0);
  if (!state.database) return;
  const mail = await sources.mail().catch(() => null);
  if (mail) {
    mailQueued.set(mail.queued);
    mailFailedLast24h.set(mail.failedLast24h);
    mailOldestQueuedSeconds.set(mail.oldestQueuedSeconds ?? 0);
    for (const status of MAIL_STATES) mailStatus.set({ status }, status === mail.status ? 1 : 0);
  }
  const channels = sources.outboxChannels();
  if (channels.length === 0) return;
  // One statement for every channel; the claim index (next_attempt_at WHERE status = 'queued') keeps it small.
  const rows: { channel: string; depth: number; age: number }[] = await sources
    .platformDataSource()
    .query(
      channels
        .map(
          (channel, i) =>
            `SELECT $${i + 1}::text AS channel, count(*)::int AS depth,
                    coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
               FROM ${channel.table} WHERE status = 'queued'`,
        )
        .join(' UNION ALL '),
      channels.map((channel) => channel.name),
    )
    .catch(() => []);
  for (const row of rows) {
    outboxDepth.set({ channel: row.channel }, row.depth);
    outboxOldestAge.set({ channel: row.channel }, row.age);
  }
}
