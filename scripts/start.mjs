// npm start: builds what changed, then runs the app in this process. Once the app listens it prints how long each
// step took (scripts/startup-steps.mjs), the build's steps included.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.STARTUP_STEPS_FILE = join(tmpdir(), `portiepunt-start-${process.pid}.jsonl`);
process.env.STARTUP_BEGAN_AT = String(Date.now());
await import('./build.mjs');
await import('../backend/dist/main.js');
