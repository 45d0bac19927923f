import { runAsPlatform } from '../database/data-scope.js';
import { jobDuration, jobFailures, jobInterval, jobLastSuccess } from '../observability/metrics.js';

/**
 * The schedule of a background job, apart from its work: runs `work` every `intervalMs` on a timer that never keeps
 * the process (or jest) alive, never twice at once in one process, and lets shutdown wait for a run in progress.
 * Jobs stay safe across instances through their own claims and locks; this only spaces the runs of one instance.
 * Each run's end, duration and failure are counted under `name` (portiepunt_job_* metrics).
 */
export class PeriodicRun<T> {
  private timer?: NodeJS.Timeout;
  private running: Promise<T> | null = null;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the timer; an interval of 0 leaves it off (tests call runDue themselves). */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    jobInterval.set({ name: this.name }, intervalMs / 1000);
    this.timer = setInterval(() => void this.runDue().catch(this.onError), intervalMs).unref();
  }

  /** Runs the work now, or joins the run in progress. */
  runDue(): Promise<T> {
    this.running ??= this.measured().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async measured(): Promise<T> {
    const started = performance.now();
    try {
      // Jobs span organisations: they run on the platform role, by name.
      const result = await runAsPlatform(`job ${this.name}`, this.work);
      jobLastSuccess.set({ name: this.name }, Date.now() / 1000);
      return result;
    } catch (error) {
      jobFailures.inc({ name: this.name });
      throw error;
    } finally {
      jobDuration.set({ name: this.name }, (performance.now() - started) / 1000);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
