import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { LiveEventPublisher, type LiveEvent } from './live-events.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Batcher } from '../database/batcher.js';

/** The PostgreSQL channel every instance listens and notifies on. */
export const LIVE_EVENTS_CHANNEL = 'portiepunt_live_events';
/** Changes to users and tenants, `user:<id>` or `tenant:<id>`, notified by triggers (see its migration). */
export const PRINCIPALS_CHANNEL = 'portiepunt_principals';
/** Emitted on principalChanges$ when the connection (re)opens: changes may have been missed meanwhile. */
export const ALL_PRINCIPALS = '*';
const RECONNECT_DELAY_MS = 1000;
/** admin_shutdown: the server is stopping, which is expected when the app stops with it. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * One dedicated connection per instance carries the live events both ways: it LISTENs and fans what arrives
 * out to this instance's streams, and it NOTIFYs what this instance publishes, so that every instance
 * (this one included) receives it.
 *
 * Publishing happens after the business transaction committed, in batches: all events that queue up while
 * one batch is sent go out in the next, as one statement. NOTIFY serialises committing transactions on one
 * database-wide lock; keeping it out of the reservation transactions, and committing the batches without
 * waiting for the disk (synchronous_commit off: an event has nothing to make durable), keeps that lock from
 * capping the reservation rate. A dropped connection is re-opened; events sent while it was down are lost,
 * which the stream contract allows (clients reload after a reconnect).
 */
@Injectable()
export class PgLiveEventBus extends LiveEventPublisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');
  private readonly incoming = new Subject<LiveEvent>();
  private client: pg.Client | null = null;
  private closing = false;
  private reconnectTimer?: NodeJS.Timeout;
  /** One batch at a time: what queues up meanwhile goes out in the next, as one statement. */
  private readonly notifications = new Batcher<string[], void>({ maxInFlight: 1, maxSize: Infinity, run: (batch) => this.notify(batch) });
  /** PostgreSQL delivers identical payloads of one transaction once; this makes each payload unique. */
  private sequence = 0;

  /** Every event of every tenant, once; LiveStreamHub fans it out to this instance's streams. */
  readonly events$: Observable<LiveEvent> = this.incoming.asObservable();
  private readonly principalChanges = new Subject<string>();
  /** `user:<id>`, `tenant:<id>` or ALL_PRINCIPALS; the principal cache drops what they name. */
  readonly principalChanges$: Observable<string> = this.principalChanges.asObservable();

  /** Whether notifications arrive now; while they do not, cached principals must not be trusted. */
  get listening(): boolean {
    return this.client !== null;
  }

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    // Without a database (openapi.yaml generation) there is nothing to listen to.
    if (!this.dataSource.isInitialized) return;
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    await this.notifications.idle();
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    this.incoming.complete();
    await this.client?.end().catch(() => undefined);
  }

  publish(events: LiveEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return this.notifications.add(events.map((event) => JSON.stringify({ ...event, seq: ++this.sequence })));
  }

  private async notify(batch: string[][]): Promise<PromiseSettledResult<void>[]> {
    try {
      if (!this.client) throw new Error('no connection');
      await this.client.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS e(payload, n) ORDER BY n', [
        LIVE_EVENTS_CHANNEL,
        batch.flat(),
      ]);
    } catch (error) {
      this.logger.warn(`Dropped ${batch.length} live event batch(es): ${(error as Error).message}`);
    }
    return batch.map(() => ({ status: 'fulfilled', value: undefined }));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === PRINCIPALS_CHANNEL && message.payload) return this.principalChanges.next(message.payload);
      if (message.channel !== LIVE_EVENTS_CHANNEL || !message.payload) return;
      const { seq: _seq, ...event } = JSON.parse(message.payload) as LiveEvent & { seq: number };
      this.incoming.next(event as LiveEvent);
    });
    client.on('error', (error: Error & { code?: string }) => {
      if (this.closing || error.code === ADMIN_SHUTDOWN) return;
      this.logger.warn(`Live event connection failed: ${error.message}`);
    });
    client.on('end', () => {
      if (this.client === client) this.client = null;
      this.principalChanges.next(ALL_PRINCIPALS);
      if (!this.closing) this.scheduleReconnect();
    });
    await client.connect();
    await client.query('SET synchronous_commit = off');
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}; LISTEN ${PRINCIPALS_CHANNEL}`);
    this.client = client;
    this.principalChanges.next(ALL_PRINCIPALS);
  }

  private scheduleReconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((error: Error) => {
        if (this.closing) return;
        this.logger.warn(`Reconnecting the live event connection failed: ${error.message}`);
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS).unref();
  }
}
