import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config.js';
import type { LiveEvent } from '../../domain/portions/live-events.js';
import { APP_CONFIG } from '../modules/config.module.js';
import { LIVE_EVENTS_CHANNEL } from './pg-live-event-publisher.js';

const RECONNECT_DELAY_MS = 1000;
/** admin_shutdown: the server is stopping, which is expected when the app stops with it. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * One dedicated connection per instance LISTENs to the events channel and fans the events out to this
 * instance's streams. A dropped connection is re-opened; events sent while it was down are not replayed.
 */
@Injectable()
export class PgLiveEventListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');
  private readonly incoming = new Subject<LiveEvent>();
  private readonly stopped = new Subject<void>();
  private client: pg.Client | null = null;
  private closing = false;
  private reconnectTimer?: NodeJS.Timeout;

  /** Every event of every tenant; streams filter per subscriber. */
  readonly events$: Observable<LiveEvent> = this.incoming.asObservable();
  /** Emits once when the app stops, so that open streams end and the server can close. */
  readonly stopped$: Observable<void> = this.stopped.asObservable();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    // Without a database (openapi.yaml generation) there is nothing to listen to.
    if (!this.dataSource.isInitialized) return;
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    this.stopped.next();
    this.stopped.complete();
    this.incoming.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_EVENTS_CHANNEL || !message.payload) return;
      this.incoming.next(JSON.parse(message.payload) as LiveEvent);
    });
    client.on('error', (error: Error & { code?: string }) => {
      if (this.closing || error.code === ADMIN_SHUTDOWN) return;
      this.logger.warn(`Listen connection failed: ${error.message}`);
    });
    client.on('end', () => {
      if (this.client === client) this.client = null;
      if (!this.closing) this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((error: Error) => {
        if (this.closing) return;
        this.logger.warn(`Reconnecting the listen connection failed: ${error.message}`);
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS).unref();
  }
}
