/**
 * Items that each end at a moment, behind one timer: items are kept in buckets per moment, the moments sorted,
 * and the single timer is armed for the earliest. Adding appends in the common case (tokens of one lifetime
 * expire in the order they were issued); only the items whose moment has come are visited.
 */
export class ExpiryQueue<T> {
  private readonly buckets = new Map<number, Set<T>>();
  /** The buckets' moments, ascending. */
  private readonly moments: number[] = [];
  private timer?: NodeJS.Timeout;
  private armedFor = Infinity;

  constructor(private readonly expire: (item: T) => void) {}

  /** Calls `expire(item)` at `at` (epoch ms), unless the item is removed first. */
  add(item: T, at: number): void {
    let bucket = this.buckets.get(at);
    if (!bucket) {
      this.buckets.set(at, (bucket = new Set()));
      let index = this.moments.length;
      while (index > 0 && this.moments[index - 1] > at) index--;
      this.moments.splice(index, 0, at);
    }
    bucket.add(item);
    if (at < this.armedFor) this.arm();
  }

  /** An emptied bucket stays until its moment, when the timer finds nothing in it. */
  remove(item: T, at: number): void {
    this.buckets.get(at)?.delete(item);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.armedFor = Infinity;
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.armedFor = this.moments[0] ?? Infinity;
    if (this.armedFor === Infinity) return;
    // unref: the timer never keeps the process (or jest) alive on its own. Timers cap at about 24.8 days.
    this.timer = setTimeout(() => this.fire(), Math.min(Math.max(0, this.armedFor - Date.now()), 2 ** 31 - 1)).unref();
  }

  private fire(): void {
    const now = Date.now();
    while (this.moments.length > 0 && this.moments[0] <= now) {
      const at = this.moments.shift() as number;
      const bucket = this.buckets.get(at);
      this.buckets.delete(at);
      bucket?.forEach(this.expire);
    }
    this.arm();
  }
}
