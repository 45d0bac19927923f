import { relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const SLOWEST = 15;

interface FileTime {
  /** The sum of its tests' durations: what the file costs a worker. */
  busy: number;
  tests: number;
}

interface WorkerTime {
  busy: number;
  /** When its last test ended, from the start of the run. */
  end: number;
}

/**
 * Prints the tier's wall time, how busy each worker was and when it ended, and the slowest files, so that CI output
 * shows where the time of the browser journeys goes.
 */
export default class TimingReporter implements Reporter {
  private started = Date.now();
  private rootDir = '';
  private readonly files = new Map<string, FileTime>();
  private readonly workers = new Map<number, WorkerTime>();

  onBegin(config: FullConfig, _suite: Suite) {
    this.started = Date.now();
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.rootDir, test.location.file);
    const time = this.files.get(file) ?? { busy: 0, tests: 0 };
    time.busy += result.duration;
    time.tests += 1;
    this.files.set(file, time);
    // A test that no worker ran (its file failed to load) has no slot.
    if (result.parallelIndex < 0) return;
    const worker = this.workers.get(result.parallelIndex) ?? { busy: 0, end: 0 };
    worker.busy += result.duration;
    worker.end = Math.max(worker.end, result.startTime.getTime() + result.duration - this.started);
    this.workers.set(result.parallelIndex, worker);
  }

  onEnd(result: FullResult) {
    // Nothing ran (`--list`): nothing to tell.
    if (this.files.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [``, `Browser journeys: ${result.status}, wall time ${seconds(result.duration)}`];
    // By slot (parallelIndex): a worker restarted after a failure takes the same slot.
    const byIndex = [...this.workers].sort(([a], [b]) => a - b);
    for (const [index, worker] of byIndex)
      lines.push(`  worker slot ${index}: busy ${seconds(worker.busy)}, last test ended at ${seconds(worker.end)}`);
    lines.push(`The ${SLOWEST} slowest files (sum of their tests' durations):`);
    const slowest = [...this.files].sort(([, a], [, b]) => b.busy - a.busy).slice(0, SLOWEST);
    const width = Math.max(...slowest.map(([file]) => file.length));
    for (const [file, time] of slowest) {
      lines.push(`  ${file.padEnd(width)}  ${seconds(time.busy).padStart(8)}  ${time.tests} test${time.tests === 1 ? '' : 's'}`);
    }
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
