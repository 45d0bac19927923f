import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a test file does that costs time without being what it tests; the timing reporter prints the counts. */
export type Cost = 'app started' | 'login' | 'password hashed' | 'template migrated';

/** Records one `what` for the running test file (a line in TEST_COST_DIR, which the global setup creates). */
export function countCost(what: Cost): void {
  const dir = process.env.TEST_COST_DIR;
  if (!dir) return;
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ file: expect.getState().testPath, what })}\n`);
}
