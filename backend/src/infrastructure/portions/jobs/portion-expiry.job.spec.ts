import { jest } from '@jest/globals';
import type { ExpirePortionsUseCase } from '../../../application/portions/expire-portions.use-case.js';
import { EXPIRY_INTERVAL_MS, PortionExpiryJob } from './portion-expiry.job.js';

describe('PortionExpiryJob', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the expiry every minute from bootstrap and never again once the app stops', async () => {
    jest.useFakeTimers();
    const execute = jest.fn(() => Promise.resolve(0));
    const scheduler = new PortionExpiryJob({ execute } as unknown as ExpirePortionsUseCase);
    scheduler.onApplicationBootstrap();
    expect(EXPIRY_INTERVAL_MS).toBe(60_000);
    await jest.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS - 1);
    expect(execute).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(EXPIRY_INTERVAL_MS);
    expect(execute).toHaveBeenCalledTimes(2);
    await scheduler.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(5 * EXPIRY_INTERVAL_MS);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('skips a tick while the previous run is still busy, and shutdown waits for that run', async () => {
    jest.useFakeTimers();
    let finish!: () => void;
    const execute = jest.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const scheduler = new PortionExpiryJob({ execute } as unknown as ExpirePortionsUseCase);
    scheduler.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(3 * EXPIRY_INTERVAL_MS);
    expect(execute).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = scheduler.onModuleDestroy().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
