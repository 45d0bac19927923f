import 'reflect-metadata';
import { readConfigOrExit } from './config.js';
import { runSuperadminCommand } from './infrastructure/cli/superadmin-command.js';
import { openLocalDatabase } from './infrastructure/persistence/local-database.js';

/** Operator commands: `node backend/dist/cli.js superadmin --email … --first-name … --last-name …`. */
let config = readConfigOrExit();
// Beside a running `npm start` the embedded database is shared rather than started a second time.
const local = config.databaseUrl ? undefined : await openLocalDatabase({ reuseRunning: true });
if (local) config = { ...config, databaseUrl: local.url };
try {
  process.exitCode = await runSuperadminCommand(process.argv.slice(2), config, console);
} finally {
  await local?.stop();
}
