import { jest } from '@jest/globals';
import { ExpiryQueue } from './expiry-queue.js';

describe('ExpiryQueue', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('expires each item at its moment, in order, behind a single timer', () => {
    const expired: string[] = [];
    const queue = new ExpiryQueue<string>((item) => expired.push(item));
    queue.add('late', 1_003_000);
    queue.add('early', 1_001_000);
    queue.add('also-early', 1_001_000);
    queue.add('middle', 1_002_000);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(999);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(expired).toEqual(['early', 'also-early']);
    jest.advanceTimersByTime(2000);
    expect(expired).toEqual(['early', 'also-early', 'middle', 'late']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never expires a removed item, and expires one whose moment has passed at once', () => {
    const expired: string[] = [];
    const queue = new ExpiryQueue<string>((item) => expired.push(item));
    queue.add('closed', 1_001_000);
    queue.add('kept', 1_001_000);
    queue.remove('closed', 1_001_000);
    queue.add('past', 0);
    jest.advanceTimersByTime(0);
    expect(expired).toEqual(['past']);
    jest.advanceTimersByTime(1000);
    expect(expired).toEqual(['past', 'kept']);
  });

  it('stop() cancels the timer', () => {
    const expired: string[] = [];
    const queue = new ExpiryQueue<string>((item) => expired.push(item));
    queue.add('a', 1_001_000);
    queue.stop();
    jest.advanceTimersByTime(5000);
    expect(expired).toEqual([]);
  });
});
