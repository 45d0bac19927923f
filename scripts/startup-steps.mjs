// `npm start` prints once how long each start-up step took. The steps run in several processes (the builds and the
// app), so each appends a line to the file that STARTUP_STEPS_FILE names; without that variable nothing is recorded.
import { appendFileSync } from 'node:fs';

export function recordStep(step, ms) {
  const file = process.env.STARTUP_STEPS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ step, ms: Math.round(ms) })}\n`);
}

export async function timed(step, work) {
  const started = performance.now();
  const result = await work();
  recordStep(step, performance.now() - started);
  return result;
}
