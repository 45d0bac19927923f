// npm run bench: every bench in turn (each on its own fresh database), then one table of all their figures,
// each beside the ceiling it was measured against in the same run.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './support.js';

const BENCHES = ['reserve.js', 'stats.js', 'sse.js', 'export.js'];
const HERE = dirname(fileURLToPath(import.meta.url));

function run(file: string, env: Record<string, string> = {}): Promise<BenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(HERE, file)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let rows: BenchRow[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.startsWith('BENCH_ROWS ')) rows = JSON.parse(line.slice('BENCH_ROWS '.length)) as BenchRow[];
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(rows) : reject(new Error(`${file} failed (exit ${code})`))));
  });
}

const rows: BenchRow[] = [];
for (const file of BENCHES) rows.push(...(await run(file)));
rows.push(...(await run('sse.js', { BENCH_INSTANCES: '2' })));
console.log('\n## All benches\n');
console.log('| measure | figure | ceiling (same run) | ratio |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.measure} | ${row.figure} | ${row.ceiling} | ${row.ratio ?? ''} |`);
