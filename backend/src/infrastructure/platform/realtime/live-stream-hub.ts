import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { dataFor, viewOf, type LiveEvent, type LiveView } from './live-events.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { PgLiveEventBus } from './pg-live-event-bus.js';
import { liveEventsSent } from '../observability/metrics.js';

export const HEARTBEAT_MS = 25_000;
/** Heartbeats go out in this many slices spread over HEARTBEAT_MS, so that not every stream wakes at once. */
export const HEARTBEAT_SLICES = 25;
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
  /** Where it is kept: byTenant under the actor's tenant, or byLocation under the screen's location. */
  index: Map<string, Set<OpenStream>>;
  key: string;
  target: StreamTarget;
  slice: Set<OpenStream>;
}

/**
 * This instance's open event streams, kept per tenant. Each event is turned into its SSE frame, in its chunk of
 * the response body, once, and the same bytes go straight to the connection of every stream of its tenant that
 * may see it: no per-stream operator chain, copy, serialisation or chunk framing. Heartbeats come from one timer
 * that visits one slice of the streams per tick.
 */
@Injectable()
export class LiveStreamHub implements OnModuleDestroy {
  private readonly byTenant = new Map<string, Set<OpenStream>>();
  private readonly byLocation = new Map<string, Set<OpenStream>>();
  private readonly slices: Set<OpenStream>[] = Array.from({ length: HEARTBEAT_SLICES }, () => new Set());
  private nextSlice = 0;
  private draining = false;
  private beatSlice = 0;
  private readonly heartbeat: NodeJS.Timeout;
  /** Streams written to in this turn of the event loop, corked: their frames go out in one system call at its end. */
  private readonly corked = new Set<OpenStream>();

  constructor(private readonly bus: PgLiveEventBus) {
    bus.events$.subscribe((event) => this.deliver(event));
    // unref: the timer never keeps the process (or jest) alive on its own.
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS / HEARTBEAT_SLICES).unref();
  }

  /**
   * Opens a stream for the actor's tenant with the comment `: connected` and a frame with only the tenant's current
   * event number as its `id:`: a client that saw a lower one has missed events. The returned function closes it.
   */
  open(actor: Actor & { tenantId: string }, target: StreamTarget): () => void {
    return this.add(actor, this.byTenant, actor.tenantId, target);
  }

  /**
   * Opens a stream for the public screen of a location (a display link): it receives that location's portion
   * events, which carry no personal data, and nothing else.
   */
  openScreen(locationId: string, target: StreamTarget): () => void {
    return this.add(null, this.byLocation, locationId, target);
  }

  private add(actor: OpenStream['actor'], index: OpenStream['index'], key: string, target: StreamTarget): () => void {
    const slice = this.slices[this.nextSlice++ % HEARTBEAT_SLICES];
    const stream: OpenStream = { actor, index, key, target, slice };
    let streams = index.get(key);
    if (!streams) index.set(key, (streams = new Set()));
    streams.add(stream);
    slice.add(stream);
    target.write(CONNECTED);
    if (actor) target.write(chunk(`id: ${this.bus.lastSequence(actor.tenantId)}\n\n`));
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

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const slice of this.slices) for (const stream of slice) this.close(stream);
  }

  private deliver(event: LiveEvent): void {
    const streams = this.byTenant.get(event.tenantId);
    // A location's public screen gets the portion events of its location (reservation and resync events: nothing).
    const portionEvent = 'screen' in event ? event : null;
    const screens = portionEvent ? this.byLocation.get(portionEvent.locationId) : undefined;
    if (!streams && !screens) return;
    // Each view is encoded once, so that no stream pays for the JSON or for turning the string into bytes; a viewer
    // who may not see the event gets its number alone, so that a gap in the numbers always means a missed event.
    const frames = new Map<LiveView, Buffer>();
    const frameFor = (view: LiveView) => {
      let frame = frames.get(view);
      if (!frame) frames.set(view, (frame = chunk(encode(event, view))));
      return frame;
    };
    // Portion events look the same to everyone; only reservation events depend on who is watching.
    const everyone = event.type !== 'reservation.updated' ? frameFor('all') : null;
    let sent = 0;
    for (const stream of streams ?? []) {
      const view = everyone ? 'all' : viewOf(event, stream.actor!);
      this.cork(stream);
      this.write(stream, everyone ?? frameFor(view));
      if (view !== 'none') sent++;
    }
    if (portionEvent && screens) {
      // The screen's own shape, without a number: a screen sees one location's events, so its numbers would have gaps.
      const frame = chunk(`event: ${event.type}\ndata: ${JSON.stringify(portionEvent.screen)}\n\n`);
      for (const screen of screens) {
        this.cork(screen);
        this.write(screen, frame);
      }
    }
    liveEventsSent.inc(sent + (screens?.size ?? 0));
  }

  /**
   * The events of one notification batch arrive in one turn of the event loop (a reservation sends two): a stream's
   * frames of that turn leave together, one write to the connection instead of one per event, which is most of the
   * server's cost per event and stream.
   */
  private cork(stream: OpenStream): void {
    if (this.corked.has(stream)) return;
    if (this.corked.size === 0) setImmediate(() => this.uncorkAll());
    this.corked.add(stream);
    stream.target.cork();
  }

  private uncorkAll(): void {
    for (const stream of this.corked) stream.target.uncork();
    this.corked.clear();
  }

  private beat(): void {
    const slice = this.slices[this.beatSlice++ % HEARTBEAT_SLICES];
    for (const stream of slice) this.write(stream, HEARTBEAT);
  }

  private write(stream: OpenStream, bytes: Buffer): void {
    if (stream.target.writableLength > MAX_UNREAD_BYTES) this.close(stream);
    else stream.target.write(bytes);
  }

  private close(stream: OpenStream, farewell?: Buffer): void {
    if (!stream.slice.delete(stream)) return;
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
