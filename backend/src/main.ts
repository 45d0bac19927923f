import 'reflect-metadata';
import { join } from 'node:path';
import { ConfigError, DATA_DIR, loadConfig, localSecrets, type AppConfig } from './config.js';
import { EmbeddedDatabaseError, startEmbeddedDatabase, type EmbeddedDatabase } from './infrastructure/persistence/embedded-database.js';

// Loading NestJS, TypeORM and the app's modules takes a second or more; it runs while PostgreSQL starts.
const loadingApp = Promise.all([import('./create-app.js'), import('./infrastructure/persistence/seed/demo-seed.js')]);

/** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is not set. */
const EMBEDDED_DATABASE_PORT = Number(process.env.EMBEDDED_DATABASE_PORT ?? 54329);

/** Start-up problems a user can fix stop the process with one line saying why and what to do, not a stack trace. */
function exitWithReason(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) console.error(error.message);
  else throw error;
  process.exit(1);
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    exitWithReason(error);
  }
}

async function bootstrap(): Promise<void> {
  let config = readConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL in ${join(DATA_DIR, 'pg')} on port ${EMBEDDED_DATABASE_PORT}`);
    embedded = await startEmbeddedDatabase({
      dataDir: join(DATA_DIR, 'pg'),
      port: EMBEDDED_DATABASE_PORT,
      password: localSecrets().databasePassword,
      database: 'portiepunt',
      persistent: true,
    }).catch(exitWithReason);
    config = { ...config, databaseUrl: embedded.url };
  }
  const [{ createApp }, { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData }] = await loadingApp;
  const app = await createApp(config, { serveFrontend: true });
  if (config.nodeEnv !== 'production') {
    const seeded = await seedDemoData(app);
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
  console.log(`Portiepunt runs on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`);

  const shutdown = async () => {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await bootstrap();
