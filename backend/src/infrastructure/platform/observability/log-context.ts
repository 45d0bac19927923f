import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose work is running (in its handler or in background work it caused), if any. */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}

/**
 * Runs work under a request's id: every line logged through Nest's Logger inside it carries `requestId`, and
 * outbox rows it queues record the id, so that their delivery later logs under it too.
 */
@Injectable()
export class LogContext {
  constructor(private readonly pino: PinoLogger) {}

  run<T>(requestId: string | null, work: () => T): T {
    if (!requestId) return work();
    return requestIds.run(requestId, () => this.pino.runInContext(work, { bindings: { requestId } }));
  }
}
