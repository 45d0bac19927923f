import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, DATA_DIR, readConfigOrExit } from './infrastructure/platform/config/config.js';
import { EmbeddedDatabaseError, type EmbeddedDatabase } from './infrastructure/platform/database/embedded-database.js';
import { EMBEDDED_DATABASE_PORT, openLocalDatabase, withLocalRoles } from './infrastructure/platform/database/local-database.js';
import { freezeObjectPrototype } from './infrastructure/platform/http/frozen-prototypes.js';
import { StartupSteps } from './infrastructure/platform/observability/startup-steps.js';
import { startTracing } from './infrastructure/platform/observability/tracing.js';

// Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) hooks into http and pg before the app loads them.
await startTracing();
// Loading NestJS, TypeORM and the app's modules takes a second or more; it runs while PostgreSQL starts.
const loadingApp = Promise.all([
  import('./create-app.js'),
  import('./infrastructure/demo/demo-seed.js'),
  import('./infrastructure/platform/health/shutdown.js'),
]);
// The password dictionaries block for up to 1.5 s: built now, before the overload guard measures the event loop.
const loadingPasswordDictionaries = import('./infrastructure/identity/adapters/zxcvbn-password-strength.js').then(({ loadZxcvbn }) =>
  loadZxcvbn(),
);

/** Start-up problems a user can fix stop the process with one line saying why and what to do, not a stack trace. */
function exitWithReason(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) console.error(error.message);
  else throw error;
  process.exit(1);
}

/** Starts the app; `npm start` (scripts/start.mjs) calls it while the frontend is still being built. */
export async function bootstrap(options: { frontendBuilt?: Promise<unknown> } = {}): Promise<void> {
  const steps = new StartupSteps();
  let config = readConfigOrExit();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL in ${join(DATA_DIR, 'pg')} on port ${EMBEDDED_DATABASE_PORT}`);
    const local = await steps.time('app: embedded PostgreSQL and its roles, while its modules load', async () =>
      withLocalRoles(await openLocalDatabase({ reuseRunning: false }).catch(exitWithReason)),
    );
    embedded = local;
    config = { ...config, databaseUrl: local.url, databaseOwnerUrl: local.ownerUrl, databasePlatformUrl: local.platformUrl };
  }
  const [{ createApp }, { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData }, { drainAndClose }] = await steps.time(
    'app: loading its modules, what was left after that',
    async () => (await Promise.all([loadingApp, loadingPasswordDictionaries]))[0],
  );
  // Once every module has loaded (some assign onto their own objects' inherited names while they load), before any request.
  freezeObjectPrototype();
  const app = await steps.time('app: migrations and boot, and waiting for the frontend build', () =>
    createApp(config, { serveFrontend: true, frontendBuilt: options.frontendBuilt }),
  );
  if (config.nodeEnv !== 'production') {
    const seeded = await steps.time('app: demo data', () => seedDemoData(app));
    console.log(`${seeded ? 'Demo data seeded.' : 'Demo data already present.'} Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role.padEnd(11)} ${login.who}`);
  }
  await app.listen({ port: config.port, host: '0.0.0.0' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(`Port ${config.port} is already in use (another npm start?): stop that process or set PORT to a free port.`);
    await app.close();
    await embedded?.stop();
    process.exit(1);
  });
  const summary = steps.summary();
  if (summary) console.log(summary);
  new Logger('Main').log(`Portiepunt runs on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`);

  // SIGTERM comes from an orchestrator, which needs a moment to see the instance not ready; Ctrl+C (SIGINT) does not wait.
  const shutdown = async (signal: NodeJS.Signals) => {
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelaySeconds * 1000 : 0;
    const finished = await drainAndClose(app, delayMs, config.shutdownGraceSeconds * 1000);
    await embedded?.stop();
    process.exit(finished ? 0 : 1);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bootstrap();
