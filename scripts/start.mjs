// npm start: builds what changed, then runs the app in this process. Once the app listens it prints how long each
// step took (scripts/startup-steps.mjs), the build's steps included.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChanged } from './build.mjs';
import { recordStep } from './startup-steps.mjs';

process.env.STARTUP_STEPS_FILE = join(tmpdir(), `portiepunt-start-${process.pid}.jsonl`);
process.env.STARTUP_BEGAN_AT = String(Date.now());
const build = buildChanged();
// A new embedded database is initialised (initdb, a process of its own) while the frontend builds. Should that fail,
// the app tries again as it starts and says why.
const initialising = process.env.DATABASE_URL
  ? undefined
  : build.backend
      .then(() => import('../backend/dist/infrastructure/platform/database/local-database.js'))
      .then(async ({ initialiseLocalDatabase }) => {
        const started = performance.now();
        if (await initialiseLocalDatabase())
          recordStep('app: new embedded database initialised, beside the build', performance.now() - started);
      })
      .catch(() => undefined);
await Promise.all([build.all, initialising]);
await import('../backend/dist/main.js');
