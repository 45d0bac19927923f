import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LiveStreamHub } from '../realtime/live-stream-hub.js';
import { Readiness } from './readiness.js';

/**
 * The shutdown on SIGTERM: the instance reports not ready and ends its event streams with a reconnect hint (their
 * clients move to another instance); it keeps serving for `delayMs`, while load balancers notice; then it stops
 * accepting connections (a request arriving on an open keep-alive connection gets 503 with Connection: close before
 * it starts), lets the requests in flight finish, and stops the rest of the app. Resolves false when closing took
 * longer than `graceMs`; the caller exits either way.
 */
export async function drainAndClose(app: NestFastifyApplication, delayMs: number, graceMs: number): Promise<boolean> {
  const logger = new Logger('Shutdown');
  app.get(Readiness).startDraining();
  const streams = app.get(LiveStreamHub, { strict: false }).drain();
  logger.log(`Draining: not ready, ${streams} event stream(s) closed with a reconnect hint`);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  logger.log('Draining: no new connections; finishing requests in flight');
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const closed = (async () => {
    await app.getHttpAdapter().getInstance().close();
    await app.close();
    return true as const;
  })();
  const finished = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (!finished) logger.warn(`Requests still in flight after the grace period of ${graceMs / 1000} s; exiting anyway`);
  return finished;
}
