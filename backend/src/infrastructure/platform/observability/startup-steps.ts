import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  step: string;
  ms: number;
}

/**
 * How long each step of `npm start` took (scripts/start.mjs sets STARTUP_STEPS_FILE and STARTUP_BEGAN_AT): the
 * build's steps, which its processes wrote to that file, and the app's, timed here. Printed once, when the app
 * listens. Without those variables (production, tests, `node backend/dist/main.js`) nothing is timed or printed.
 */
export class StartupSteps {
  private readonly file = process.env.STARTUP_STEPS_FILE;
  private readonly beganAt = Number(process.env.STARTUP_BEGAN_AT);
  private readonly steps: Step[] = [];

  async time<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.steps.push({ step, ms: Math.round(performance.now() - started) });
    return result;
  }

  /** The table to print, or nothing outside `npm start`; the steps file is removed. */
  summary(): string | undefined {
    if (!this.file || !Number.isFinite(this.beganAt)) return undefined;
    const built: Step[] = existsSync(this.file)
      ? readFileSync(this.file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Step)
      : [];
    rmSync(this.file, { force: true });
    const steps = [...(built.length > 0 ? built : [{ step: 'build: everything up to date', ms: 0 }]), ...this.steps];
    const width = Math.max(...steps.map(({ step }) => step.length));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(5)} s`;
    return [
      `Started in ${((Date.now() - this.beganAt) / 1000).toFixed(1)} s (steps that ran side by side overlap):`,
      ...steps.map(({ step, ms }) => `  ${step.padEnd(width)} ${seconds(ms)}`),
    ].join('\n');
  }
}
