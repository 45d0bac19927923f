// Prints Lighthouse scores (mobile emulation, headless Chromium) for the main public pages.
// Starts its own app on a throwaway database, or measures LIGHTHOUSE_URL when given.
// Exits 1 when a score is below the budget of 95. Pass paths as arguments to measure only those.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../e2e/support/stack.mjs';

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/functies', '/prijzen', '/partners'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = 95;
const LIGHTHOUSE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function runLighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`lighthouse exited with ${code} for ${url}`))));
  });
}

/** The audits that cost points in a category, for a quick look at what to fix. */
function losses(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => `${ref.id} (${report.audits[ref.id].displayValue ?? report.audits[ref.id].score})`);
}

const stack = process.env.LIGHTHOUSE_URL ? null : await startStack();
const baseUrl = process.env.LIGHTHOUSE_URL ?? stack.baseUrl;
const rows = [];
let belowBudget = false;
try {
  for (const path of PAGES) {
    const report = await runLighthouse(baseUrl + path);
    const scores = CATEGORIES.map((category) => Math.round(report.categories[category].score * 100));
    rows.push([path, ...scores]);
    CATEGORIES.forEach((category, index) => {
      if (scores[index] < 100) console.error(`${path} ${category} ${scores[index]}: ${losses(report, category).join(', ')}`);
      if (scores[index] < BUDGET) belowBudget = true;
    });
  }
} finally {
  await stack?.stop();
}

const header = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (belowBudget) {
  console.error(`A score is below ${BUDGET}.`);
  process.exit(1);
}
