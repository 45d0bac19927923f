// npm run build: builds the backend, then the frontend, each only when one of its inputs (or the lock file) changed
// since its last successful build, so that a second `npm start` starts at once.
// The newest input time of each successful build is kept in node_modules/.cache/portiepunt-build.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timed } from './startup-steps.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(ROOT, 'node_modules', '.cache', 'portiepunt-build.json');
const SHARED_INPUTS = ['package.json', 'package-lock.json'];

const WORKSPACES = {
  backend: {
    inputs: ['src', 'scripts', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    output: 'dist/main.js',
  },
  frontend: {
    inputs: ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'],
    output: 'dist/index.html',
  },
};

/** Newest modification time under a path; folders count too, so that a deleted file is a change. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true })) latest = Math.max(latest, statSync(join(path, entry)).mtimeMs);
  return latest;
}

function run(workspace) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build -w ${workspace} failed (exit ${code})`))));
  });
}

/**
 * Builds each workspace whose inputs changed, side by side: one promise per workspace (`npm start` goes on with the
 * backend's as soon as it is built) and `all`, which also records the stamps.
 */
export function buildChanged() {
  const stamps = existsSync(STAMPS) ? JSON.parse(readFileSync(STAMPS, 'utf8')) : {};
  const shared = Math.max(...SHARED_INPUTS.map((file) => newest(join(ROOT, file))));
  const builds = {};
  for (const [workspace, { inputs, output }] of Object.entries(WORKSPACES)) {
    const dir = join(ROOT, workspace);
    const latest = Math.max(shared, ...inputs.map((input) => newest(join(dir, input))));
    if (existsSync(join(dir, output)) && stamps[workspace] >= latest) {
      console.log(`${workspace}: up to date, not rebuilt`);
      builds[workspace] = Promise.resolve();
      continue;
    }
    // The backend compiles first and alone (a second or so; the frontend's bundler would take both cores from it),
    // so that `npm start` boots the app on it while the frontend builds. The frontend times its own steps.
    const build =
      workspace === 'backend' ? timed('backend: compile (swc)', () => run(workspace)) : builds.backend.then(() => run(workspace));
    builds[workspace] = build.then(() => void (stamps[workspace] = latest));
  }
  const all = Promise.all(Object.values(builds)).finally(() => {
    mkdirSync(dirname(STAMPS), { recursive: true });
    writeFileSync(STAMPS, JSON.stringify(stamps));
  });
  return { ...builds, all };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildChanged().all;
