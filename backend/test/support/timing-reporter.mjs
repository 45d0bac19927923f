// Prints the tier's wall time and its 15 slowest files, with what each did that costs time (apps started, logins,
// password hashes, fixed waits): counted by test/support/cost-counter.ts into TEST_COST_DIR, one line per event.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SLOWEST = 15;

export default class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.started = Date.now();
  }

  onRunStart() {
    this.started = Date.now();
  }

  costs() {
    const dir = process.env.TEST_COST_DIR;
    const byFile = new Map();
    if (!dir) return byFile;
    for (const name of readdirSync(dir).filter((name) => name.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        if (!line) continue;
        const { file, what } = JSON.parse(line);
        const counts = byFile.get(file) ?? {};
        counts[what] = (counts[what] ?? 0) + 1;
        byFile.set(file, counts);
      }
    }
    return byFile;
  }

  onRunComplete(_contexts, results) {
    const wall = (Date.now() - this.started) / 1000;
    const files = results.testResults
      .map((result) => ({ path: result.testFilePath, seconds: (result.perfStats.end - result.perfStats.start) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds);
    const costs = this.costs();
    const lines = files.slice(0, SLOWEST).map(({ path, seconds }) => {
      const counts = Object.entries(costs.get(path) ?? {})
        .map(([what, n]) => `${n} ${what}`)
        .join(', ');
      return `  ${seconds.toFixed(1).padStart(7)} s  ${relative(this.rootDir, path)}${counts ? `  (${counts})` : ''}`;
    });
    const inFiles = files.reduce((sum, file) => sum + file.seconds, 0);
    const totals = {};
    for (const counts of costs.values()) for (const [what, n] of Object.entries(counts)) totals[what] = (totals[what] ?? 0) + n;
    const total = Object.entries(totals)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ');
    process.stdout.write(
      `\nWall time ${wall.toFixed(1)} s for ${results.numTotalTests} tests in ${files.length} files ` +
        `(${inFiles.toFixed(1)} s summed over files)${total ? `; in all: ${total}` : ''}\n` +
        `Slowest ${Math.min(SLOWEST, files.length)} files:\n${lines.join('\n')}\n`,
    );
  }
}
