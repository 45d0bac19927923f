import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { LiveEventPublisher, type LiveEventRef, type LiveNotice } from './live-events.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Batcher } from '../database/batcher.js';

/** The PostgreSQL channel every instance listens and notifies on. */
export const LIVE_EVENTS_CHANNEL = 'portiepunt_live_events';
/** Changes to users and tenants, `user:<id>` or `tenant:<id>`, notified by triggers (see its migration). */
export const PRINCIPALS_CHANNEL = 'portiepunt_principals';
/** Emitted on principalChanges$ when the connection (re)opens: changes may have been missed meanwhile. */
export const ALL_PRINCIPALS = '*';
/** The `application_name` of each instance's live event connection, by which pg_stat_activity tells it apart. */
export const LIVE_EVENTS_APPLICATION = 'portiepunt-live-events';
const RECONNECT_DELAY_MS = 1000;
/** admin_shutdown: the server is stopping, which is expected when the app stops with it. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * One dedicated connection per instance carries the live events both ways: it LISTENs and fans what arrives
 * out to this instance's streams, and it NOTIFYs what this instance publishes, so that every instance
 * (this one included) receives it.
 *
 * Publishing happens after the business transaction committed, in batches: all events that queue up while
 * one batch is sent go out in the next, in one transaction that
 * 1. raises each tenant's counter in `live_event_sequences` by its events, numbering them (the row lock queues the
 *    batches of one tenant from every instance in the order PostgreSQL will deliver their notifications),
 * 2. and NOTIFYs them, identifiers only: the sender reads no payload. An instance reads the payloads of what it
 *    receives only for the tenants its streams watch (LiveStreamHub).
 * NOTIFY serialises committing transactions on one database-wide lock; keeping it out of the reservation
 * transactions, and committing the batches without waiting for the disk (synchronous_commit off: an event has
 * nothing to make durable), keeps that lock from capping the reservation rate. A dropped connection is re-opened;
 * events sent while it was down are lost, and the counters read on reconnecting tell the clients so (a `resync`).
 */
@Injectable()
export class PgLiveEventBus extends LiveEventPublisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');
  private readonly incoming = new Subject<LiveNotice>();
  private client: pg.Client | null = null;
  private closing = false;
  private reconnectTimer?: NodeJS.Timeout;
  /** One batch at a time: what queues up meanwhile goes out in the next, as one statement. */
  private readonly notifications = new Batcher<LiveEventRef, void>({ maxInFlight: 1, maxSize: Infinity, run: (refs) => this.notify(refs) });
  /** Each tenant's last event number this instance has received (or read from the counters). */
  private readonly sequences = new Map<string, number>();

  /** Every event of every tenant, once, in each tenant's order; LiveStreamHub fans it out to this instance's streams. */
  readonly notices$: Observable<LiveNotice> = this.incoming.asObservable();
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

  publish(refs: LiveEventRef[]): void {
    // notify() logs what it drops and never rejects.
    for (const ref of refs) void this.notifications.add(ref);
  }

  /** The tenant's last event number as this instance knows it; 0 before its first event. */
  lastSequence(tenantId: string): number {
    return this.sequences.get(tenantId) ?? 0;
  }

  private async notify(refs: LiveEventRef[]): Promise<PromiseSettledResult<void>[]> {
    const client = this.client;
    try {
      if (!client) throw new Error('no connection');
      await client.query('BEGIN');
      try {
        const next = await this.number(client, refs);
        const messages = refs.map(({ type, tenantId, subjectId }) => {
          const seq = next.get(tenantId)!;
          next.set(tenantId, seq + 1);
          return JSON.stringify({ type, tenantId, subjectId, seq } satisfies LiveNotice);
        });
        await client.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS e(payload, n) ORDER BY n', [
          LIVE_EVENTS_CHANNEL,
          messages,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } catch (error) {
      this.logger.warn(`Dropped ${refs.length} live event(s): ${(error as Error).message}`);
    }
    return refs.map(() => ({ status: 'fulfilled', value: undefined }));
  }

  /** Raises the counters of the refs' tenants, in tenant order (no deadlock between instances); gives each tenant's first new number. */
  private async number(client: pg.Client, refs: LiveEventRef[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const { tenantId } of refs) counts.set(tenantId, (counts.get(tenantId) ?? 0) + 1);
    const { rows } = await client.query<{ tenant_id: string; last_sequence: string }>(
      `INSERT INTO live_event_sequences (tenant_id, last_sequence)
       SELECT tenant, count FROM unnest($1::uuid[], $2::bigint[]) AS e(tenant, count) ORDER BY tenant
       ON CONFLICT (tenant_id) DO UPDATE SET last_sequence = live_event_sequences.last_sequence + EXCLUDED.last_sequence
       RETURNING tenant_id, last_sequence`,
      [[...counts.keys()], [...counts.values()]],
    );
    return new Map(rows.map(({ tenant_id, last_sequence }) => [tenant_id, Number(last_sequence) - counts.get(tenant_id)! + 1]));
  }

  /** Learns the counters, on (re)connecting; a tenant whose counter moved while this instance did not listen gets a resync. */
  private async readSequences(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ tenant_id: string; last_sequence: string }>(
      'SELECT tenant_id, last_sequence FROM live_event_sequences',
    );
    for (const { tenant_id: tenantId, last_sequence } of rows) {
      const seq = Number(last_sequence);
      const known = this.sequences.get(tenantId);
      if (known !== undefined && seq > known) this.receive({ type: 'resync', tenantId, seq });
      else if (known === undefined) this.sequences.set(tenantId, seq);
    }
  }

  private receive(event: LiveNotice): void {
    // A number at or below the last one is a notification that arrived before the counters were read.
    if (event.seq <= (this.sequences.get(event.tenantId) ?? 0)) return;
    this.sequences.set(event.tenantId, event.seq);
    this.incoming.next(event);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.databasePlatformUrl ?? this.config.databaseUrl,
      application_name: LIVE_EVENTS_APPLICATION,
    });
    client.on('notification', (message) => {
      if (message.channel === PRINCIPALS_CHANNEL && message.payload) return this.principalChanges.next(message.payload);
      if (message.channel !== LIVE_EVENTS_CHANNEL || !message.payload) return;
      this.receive(JSON.parse(message.payload) as LiveNotice);
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
    // After LISTEN: what committed before is in the counters, what commits after arrives as a notification.
    await this.readSequences(client);
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
