import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  dataFor,
  LivePayloadSource,
  viewOf,
  type LiveEvent,
  type LiveEventRef,
  type LiveNotice,
  type LivePayload,
  type LiveView,
  type WasteLiveEventType,
} from './live-events.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { PgLiveEventBus } from './pg-live-event-bus.js';
import { liveEventsSent } from '../observability/metrics.js';
import { Batcher } from '../database/batcher.js';
import { runAsPlatform } from '../database/data-scope.js';

export const HEARTBEAT_MS = 25_000;
/** Heartbeats go out in this many slices spread over HEARTBEAT_MS, so that not every stream wakes at once. */
export const HEARTBEAT_SLICES = 25;
/**
 * Under a burst a stream gets at most one write per this many milliseconds, carrying every frame since the last: the
 * write to each connection is most of what an event costs (20 to 26 µs per connection on the 2-core test machine,
 * mostly the kernel's). An event after a quieter spell leaves at once.
 */
export const FLUSH_INTERVAL_MS = 100;
/** A client that leaves this much unread is not reading: its stream ends (it reconnects and reloads). */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** One chunk of the response's chunked transfer coding, carrying `text`. */
function chunk(text: string): Buffer {
  const body = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
}
const CONNECTED = chunk(': connected\n\n');
const HEARTBEAT = chunk(': heartbeat\n\n');
/** Sent to every stream when the instance drains: reconnect (the load balancer sends you to another instance). */
export const RECONNECT_FRAME = 'event: reconnect\nretry: 1000\ndata: {"reason":"shutdown"}\n\n';
const RECONNECT = chunk(RECONNECT_FRAME);
/** The chunked body's end. */
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

/** What the hub needs of a stream's connection, after the response head went out: Node's Socket fits. */
export interface StreamTarget {
  write(chunk: Buffer): boolean;
  cork(): void;
  uncork(): void;
  end(chunk: Buffer): void;
  readonly writableLength: number;
}

interface OpenStream {
  /** The tenant's user it is for; null for a location's public screen, which sees only that location's portion events. */
  actor: (Actor & { tenantId: string }) | null;
  tenantId: string;
  /** Where it is kept: byTenant under the actor's tenant, or byLocation under the screen's location. */
  index: Map<string, Set<OpenStream>>;
  key: string;
  target: StreamTarget;
  slice: Set<OpenStream>;
}

/**
 * This instance's open event streams, kept per tenant. The events that arrive while one batch is delivered form the
 * next batch: its payloads are read once, in one read, for the tenants that someone here watches (an instance without
 * viewers for a tenant reads nothing). Each event is turned into its SSE frame, in its chunk of the response body,
 * once, and the same bytes go straight to the connection of every stream of its tenant that may see it; a stream's
 * frames leave corked, at most one write per FLUSH_INTERVAL_MS. Heartbeats come from one timer that visits one slice of
 * the streams per tick.
 */
@Injectable()
export class LiveStreamHub implements OnModuleDestroy {
  private readonly byTenant = new Map<string, Set<OpenStream>>();
  private readonly byLocation = new Map<string, Set<OpenStream>>();
  /** Open screens per tenant: a tenant is watched when it has a stream or a screen here. */
  private readonly screensPerTenant = new Map<string, number>();
  /** Each tenant's last event number delivered here; a new stream starts from it. */
  private readonly delivered = new Map<string, number>();
  private readonly deliveries = new Batcher<LiveNotice, void>({ maxInFlight: 1, maxSize: Infinity, run: (batch) => this.deliver(batch) });
  private readonly slices: Set<OpenStream>[] = Array.from({ length: HEARTBEAT_SLICES }, () => new Set());
  private nextSlice = 0;
  private draining = false;
  private beatSlice = 0;
  private readonly heartbeat: NodeJS.Timeout;
  /** Streams with frames written under a cork since the last flush. */
  private readonly corked = new Set<OpenStream>();
  private lastFlushAt = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  constructor(
    private readonly bus: PgLiveEventBus,
    private readonly payloads: LivePayloadSource,
  ) {
    bus.notices$.subscribe((notice) => {
      // Until it is delivered, a new stream must start before it, so that it receives it.
      if (!this.delivered.has(notice.tenantId)) this.delivered.set(notice.tenantId, notice.seq - 1);
      void this.deliveries.add(notice);
    });
    // unref: the timer never keeps the process (or jest) alive on its own.
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS / HEARTBEAT_SLICES).unref();
  }

  /**
   * Opens a stream for the actor's tenant with the comment `: connected` and a frame with only the tenant's current
   * event number as its `id:`: a client that saw a lower one has missed events. The returned function closes it.
   */
  open(actor: Actor & { tenantId: string }, target: StreamTarget): () => void {
    return this.add(actor, actor.tenantId, this.byTenant, actor.tenantId, target);
  }

  /**
   * Opens a stream for the public screen of a location (a display link): it receives that location's portion
   * events, which carry no personal data, and nothing else.
   */
  openScreen(screen: { tenantId: string; locationId: string }, target: StreamTarget): () => void {
    this.screensPerTenant.set(screen.tenantId, (this.screensPerTenant.get(screen.tenantId) ?? 0) + 1);
    return this.add(null, screen.tenantId, this.byLocation, screen.locationId, target);
  }

  private add(actor: OpenStream['actor'], tenantId: string, index: OpenStream['index'], key: string, target: StreamTarget): () => void {
    const slice = this.slices[this.nextSlice++ % HEARTBEAT_SLICES];
    const stream: OpenStream = { actor, tenantId, index, key, target, slice };
    let streams = index.get(key);
    if (!streams) index.set(key, (streams = new Set()));
    streams.add(stream);
    slice.add(stream);
    target.write(CONNECTED);
    if (actor) target.write(chunk(`id: ${this.delivered.get(tenantId) ?? this.bus.lastSequence(tenantId)}\n\n`));
    // A stream opened while the instance drains is sent on at once.
    if (this.draining) this.close(stream, RECONNECT);
    return () => this.close(stream);
  }

  get openStreams(): number {
    return this.slices.reduce((sum, slice) => sum + slice.size, 0);
  }

  /** Ends every stream with the reconnect hint, one shared chunk for all; returns how many were open. */
  drain(): number {
    this.draining = true;
    const open = this.openStreams;
    for (const slice of this.slices) for (const stream of slice) this.close(stream, RECONNECT);
    return open;
  }

  async onModuleDestroy(): Promise<void> {
    await this.deliveries.idle();
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    for (const slice of this.slices) for (const stream of slice) this.close(stream);
  }

  private watched(tenantId: string): boolean {
    return this.byTenant.has(tenantId) || this.screensPerTenant.has(tenantId);
  }

  /** Reads the batch's payloads for the watched tenants in one read, then sends each event in order. */
  private async deliver(batch: LiveNotice[]): Promise<PromiseSettledResult<void>[]> {
    const wanted = batch.filter((notice): notice is LiveNotice & LiveEventRef => notice.type !== 'resync' && this.watched(notice.tenantId));
    // One batch carries several organisations' events: their payloads are read on the platform role.
    const read = await runAsPlatform('live event payloads', () => this.payloads.read(wanted)).catch(() => wanted.map(() => null));
    const payloads = new Map(wanted.map((notice, i) => [notice, read[i]]));
    for (const notice of batch) {
      this.delivered.set(notice.tenantId, notice.seq);
      if (this.watched(notice.tenantId)) this.send(eventOf(notice, payloads.get(notice as LiveNotice & LiveEventRef) ?? null));
    }
    this.flushSoon();
    return batch.map(() => ({ status: 'fulfilled', value: undefined }));
  }

  /** Flushes the corked streams now if the last flush is FLUSH_INTERVAL_MS ago, else when it will be. */
  private flushSoon(): void {
    if (this.flushTimer || this.corked.size === 0) return;
    const wait = this.lastFlushAt + FLUSH_INTERVAL_MS - Date.now();
    if (wait <= 0) this.flush();
    else this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.flushTimer = undefined;
    this.lastFlushAt = Date.now();
    for (const stream of this.corked) stream.target.uncork();
    this.corked.clear();
  }

  private send(event: LiveEvent): void {
    const streams = this.byTenant.get(event.tenantId);
    // A location's public screen gets the portions of its location, from portion events and from reservation events
    // (which carry their portion's new state); of resync events nothing.
    const portion = 'screen' in event ? event : event.type === 'reservation.updated' ? event.portion : null;
    const screens = portion ? this.byLocation.get(portion.locationId) : undefined;
    // Each view is encoded once, so that no stream pays for the JSON or for turning the string into bytes; a viewer
    // who may not see the event gets its number alone, so that a gap in the numbers always means a missed event.
    const frames = new Map<LiveView, Buffer>();
    const frameFor = (view: LiveView) => {
      let frame = frames.get(view);
      if (!frame) frames.set(view, (frame = chunk(encode(event, view))));
      return frame;
    };
    // Portion events look the same to everyone; reservation and waste events depend on who is watching.
    const everyone =
      event.type === 'portion.created' || event.type === 'portion.updated' || event.type === 'resync' ? frameFor('all') : null;
    for (const stream of streams ?? []) this.write(stream, everyone ?? frameFor(viewOf(event, stream.actor!)), true);
    if (portion && screens) {
      // The screen's own shape, without a number: a screen sees one location's events, so its numbers would have gaps.
      const frame = chunk(
        `event: ${event.type === 'portion.created' ? 'portion.created' : 'portion.updated'}\ndata: ${JSON.stringify(portion.screen)}\n\n`,
      );
      for (const screen of screens) this.write(screen, frame, true);
    }
    liveEventsSent.inc((streams?.size ?? 0) + (screens?.size ?? 0));
  }

  private beat(): void {
    const slice = this.slices[this.beatSlice++ % HEARTBEAT_SLICES];
    for (const stream of slice) this.write(stream, HEARTBEAT);
  }

  /** Writes to the stream; an event's frame under the stream's cork, which the next flush takes off. */
  private write(stream: OpenStream, bytes: Buffer, corked = false): void {
    if (stream.target.writableLength > MAX_UNREAD_BYTES) return this.close(stream);
    if (corked && !this.corked.has(stream)) {
      this.corked.add(stream);
      stream.target.cork();
    }
    stream.target.write(bytes);
  }

  private close(stream: OpenStream, farewell?: Buffer): void {
    if (!stream.slice.delete(stream)) return;
    // Ending a stream uncorks it.
    this.corked.delete(stream);
    if (!stream.actor) {
      const screens = this.screensPerTenant.get(stream.tenantId)! - 1;
      if (screens === 0) this.screensPerTenant.delete(stream.tenantId);
      else this.screensPerTenant.set(stream.tenantId, screens);
    }
    const streams = stream.index.get(stream.key);
    streams?.delete(stream);
    if (streams?.size === 0) stream.index.delete(stream.key);
    if (farewell) stream.target.write(farewell);
    stream.target.end(LAST_CHUNK);
  }
}

/** The SSE frame of an event as `view` shows it: `event:`, `id:` and `data:`, or only `id:`. */
function encode(event: LiveEvent, view: LiveView): string {
  const data = dataFor(event, view);
  if (data === null) return `id: ${event.seq}\n\n`;
  return `event: ${event.type}\nid: ${event.seq}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The event a notice announces, with its payload; a resync when the payload is missing. */
function eventOf(notice: LiveNotice, payload: LivePayload): LiveEvent {
  const { tenantId, seq } = notice;
  if (notice.type === 'resync' || !payload) return { type: 'resync', tenantId, seq };
  if (payload.kind === 'waste') return { type: notice.type as WasteLiveEventType, tenantId, seq, data: payload.data };
  if (payload.kind === 'reservation') {
    const { holderId, data, portion } = payload;
    return { type: 'reservation.updated', tenantId, seq, holderId, data, portion };
  }
  const type = notice.type === 'portion.created' ? 'portion.created' : 'portion.updated';
  return { type, tenantId, seq, locationId: payload.locationId, data: payload.data, screen: payload.screen };
}
