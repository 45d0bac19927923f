interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions<T, R> {
  /** Batches running at once; what arrives while all run waits and goes out together in the next. */
  maxInFlight: number;
  maxSize: number;
  /** Runs one batch; its answer has one settled result per item, in order. */
  run: (items: T[]) => Promise<PromiseSettledResult<R>[]>;
}

/**
 * Gathers work that arrives while earlier batches run and runs it together: under load one batch carries many
 * items (one round trip, one commit for all), while an item that comes alone waits only for the next tick.
 */
export class Batcher<T, R> {
  private queue: Waiting<T, R>[] = [];
  private running = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: BatcherOptions<T, R>) {}

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.options.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // From the next tick on: what the same tick adds joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.running < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxSize);
      this.running++;
      this.options
        .run(batch.map((waiting) => waiting.item))
        .then(
          (results) => batch.forEach((waiting, i) => settle(waiting, results[i])),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          this.running--;
          this.schedule();
          if (this.running === 0 && this.queue.length === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
        });
    }
  }
}

function settle<T, R>(waiting: Waiting<T, R>, result: PromiseSettledResult<R>): void {
  if (result.status === 'fulfilled') waiting.resolve(result.value);
  else waiting.reject(result.reason);
}
