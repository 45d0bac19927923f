import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Clock } from '../../src/domain/shared/clock.js';
import type { TenantFixture } from './fixtures.js';
import type { TestApp } from './test-app.js';

export const HOUR = 60 * 60 * 1000;

/** A clock that tests move by hand, starting at the real time. */
export class TestClock extends Clock {
  private current = new Date();

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(at: Date): void {
    this.current = new Date(at);
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Offers a portion as the tenant's kitchen and returns the created body. */
export async function offerPortion(
  t: TestApp,
  tenant: TenantFixture,
  clock: Clock,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; [key: string]: unknown }> {
  const response = await request(t.http)
    .post(`/api/protected/tenants/${tenant.tenantId}/portions`)
    .set(bearer(tenant.tokens.kitchen))
    .send({
      title: 'Lasagne',
      locationId: tenant.locationId,
      totalQuantity: 10,
      availableUntil: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      allergensDeclared: true,
      ...fields,
    })
    .expect(201);
  return response.body;
}

export function reserve(t: TestApp, token: string, portionId: string, quantity?: number) {
  return request(t.http)
    .post('/api/protected/reservations')
    .set(bearer(token))
    .send(quantity === undefined ? { portionId } : { portionId, quantity });
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface StreamEvent {
  type: string;
  /** The tenant's event number (`id:`). */
  id?: number;
  data: Record<string, unknown>;
}

/** An SSE client on fetch (supertest buffers streams); it keeps every event and comment it receives. */
export class EventStream {
  readonly events: StreamEvent[] = [];
  readonly comments: string[] = [];
  /** The `id:` of every frame, those with only a number included, in order. */
  readonly ids: number[] = [];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();

  private constructor(readonly response: Response) {
    this.ended = this.read();
  }

  static async open(baseUrl: string, token?: string, path = '/api/protected/events', lastEventId?: number): Promise<EventStream> {
    const controller = new AbortController();
    const headers = { ...(token ? bearer(token) : {}), ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }) };
    const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
    const stream = new EventStream(response);
    stream.abort.signal.addEventListener('abort', () => controller.abort());
    return stream;
  }

  /** Waits until `predicate` holds over what was received, failing after `timeoutMs`. */
  waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.type))}`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Waits for the first event matching `predicate` and returns it. */
  async next(predicate: (event: StreamEvent) => boolean, timeoutMs: number, what: string): Promise<StreamEvent> {
    await this.waitFor(() => this.events.some(predicate), timeoutMs, what);
    return this.events.find(predicate)!;
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    if (!this.response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of this.response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.waiters.forEach((check) => check());
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }

  private parse(block: string): void {
    let type = 'message';
    let id: number | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (id !== undefined) this.ids.push(id);
    if (data.length > 0) this.events.push({ type, id, data: JSON.parse(data.join('\n')) });
  }
}
