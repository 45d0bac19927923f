import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Clock } from '../../../domain/shared/clock.js';
import { PlatformDatabase } from '../database/platform-database.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { errorText, PeriodicRun } from '../jobs/periodic-run.js';
import { OutboxChannel, PermanentDeliveryError, type OutboxRow } from './outbox-channel.js';
import { nextAttemptAfterFailure } from './retry-schedule.js';
import { LogContext } from '../observability/log-context.js';
import { outboxDeliveries } from '../observability/metrics.js';
import { inSpan } from '../observability/tracing.js';

/** Rows one claim takes per channel. */
const BATCH_SIZE = 20;
/** A claimed row is hidden from other workers this long; if its worker dies, another retries it afterwards. */
export const CLAIM_LEASE_MS = 10 * 60_000;
const MAX_ERROR_LENGTH = 2000;

/**
 * Delivers every outbox channel's due rows. Every instance runs one; FOR UPDATE SKIP LOCKED plus the lease
 * make sure that two workers never claim the same row at once. See outbox-channel.ts for the contract.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private channels: OutboxChannel[] = [];
  private readonly schedule = new PeriodicRun(
    'outbox',
    () => this.deliverAll(),
    (error) => this.logger.error('Outbox run failed', errorText(error)),
  );

  constructor(
    private readonly platform: PlatformDatabase,
    private readonly clock: Clock,
    private readonly discovery: DiscoveryService,
    private readonly logContext: LogContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const instances = this.discovery.getProviders().map((wrapper) => wrapper.instance as unknown);
    this.channels = [...new Set(instances.filter((instance): instance is OutboxChannel => instance instanceof OutboxChannel))];
    this.schedule.start(this.config.outboxPollMs);
  }

  /** Deliveries are claimed across organisations: the platform role's pool. */
  private get dataSource() {
    return this.platform.dataSource;
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Every channel's name and table, for the outbox gauges. */
  channelTables(): { name: string; table: string }[] {
    return this.channels.map(({ name, table }) => ({ name, table }));
  }

  /** Delivers what is due on every channel; a run already in progress is joined. Returns the rows attempted. */
  runDue(): Promise<number> {
    return this.schedule.runDue();
  }

  /** Passes over every channel until one finds nothing due, since a delivery may queue a row on another channel. */
  private async deliverAll(): Promise<number> {
    let attempted = 0;
    for (let pass = await this.deliverPass(); pass > 0; pass = await this.deliverPass()) attempted += pass;
    return attempted;
  }

  private async deliverPass(): Promise<number> {
    let attempted = 0;
    for (const channel of this.channels) {
      try {
        for (let rows = await this.claim(channel); rows.length > 0; rows = await this.claim(channel)) {
          for (const row of rows) {
            // Logged under the id of the request that queued the row, if one did.
            const requestId = typeof row.request_id === 'string' ? row.request_id : null;
            await this.logContext.run(requestId, () => inSpan(`outbox ${channel.name}`, () => this.deliver(channel, row)));
          }
          attempted += rows.length;
        }
      } catch (error) {
        this.logger.error(`Outbox channel ${channel.name} failed`, errorText(error));
      }
    }
    return attempted;
  }

  /** Takes due rows and leases them: attempts counts up and next_attempt_at moves past the lease. */
  private claim(channel: OutboxChannel): Promise<OutboxRow[]> {
    const now = this.clock.now();
    return this.dataSource
      .query(
        `UPDATE ${channel.table} SET attempts = attempts + 1, last_attempt_at = $1, next_attempt_at = $2
         WHERE id IN (
           SELECT id FROM ${channel.table} WHERE status = 'queued' AND next_attempt_at <= $1
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH_SIZE],
      )
      .then(([rows]: [OutboxRow[]]) => rows);
  }

  private async deliver(channel: OutboxChannel, row: OutboxRow): Promise<void> {
    // `attempts = $n` guards against a worker whose lease ran out while another already took the row over.
    try {
      const outcome = await channel.deliver(row);
      outboxDeliveries.inc({ channel: channel.name, result: outcome });
      if (outcome === 'sent' && channel.deleteWhenDelivered) {
        await this.dataSource.query(`DELETE FROM ${channel.table} WHERE id = $1 AND attempts = $2`, [row.id, row.attempts]);
        return;
      }
      await this.dataSource.query(
        `UPDATE ${channel.table} SET status = $2, sent_at = $3, last_error = NULL WHERE id = $1 AND attempts = $4`,
        [row.id, outcome, outcome === 'sent' ? this.clock.now() : null, row.attempts],
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const retryAt = error instanceof PermanentDeliveryError ? null : nextAttemptAfterFailure(row.attempts, this.clock.now());
      outboxDeliveries.inc({ channel: channel.name, result: retryAt ? 'retry' : 'failed' });
      await this.dataSource.query(
        `UPDATE ${channel.table} SET status = $2, next_attempt_at = coalesce($3, next_attempt_at), last_error = $4 WHERE id = $1 AND attempts = $5`,
        [row.id, retryAt ? 'queued' : 'failed', retryAt, message, row.attempts],
      );
      this.logger.warn(
        `${channel.name} ${row.id} attempt ${row.attempts} failed${retryAt ? `, retry at ${retryAt.toISOString()}` : ', giving up'}: ${message}`,
      );
    }
  }
}
