// npm start: builds what changed and runs the app in this process. The app boots (database, migrations) as soon as
// the backend is built, while the frontend builds. Once it listens it prints how long each step took
// (scripts/startup-steps.mjs), the build's steps included.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChanged } from './build.mjs';

process.env.STARTUP_STEPS_FILE = join(tmpdir(), `portiepunt-start-${process.pid}.jsonl`);
process.env.STARTUP_BEGAN_AT = String(Date.now());
const build = buildChanged();
await build.backend;
const { bootstrap } = await import('../backend/dist/main.js');
await bootstrap({ frontendBuilt: build.all });
