import 'reflect-metadata';
import { join } from 'node:path';
import { ConfigError, DATA_DIR, loadConfig, localSecrets, type AppConfig } from './config.js';
import { createApp } from './create-app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './infrastructure/persistence/embedded-database.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './infrastructure/persistence/seed/demo-seed.js';

/** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is not set. */
const EMBEDDED_DATABASE_PORT = Number(process.env.EMBEDDED_DATABASE_PORT ?? 54329);

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
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
    });
    config = { ...config, databaseUrl: embedded.url };
  }
  const app = await createApp(config, { serveFrontend: true });
  if (config.nodeEnv !== 'production') {
    const seeded = await seedDemoData(app);
    console.log(`${seeded ? 'Demo data seeded.' : 'Demo data already present.'} Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role.padEnd(11)} ${login.who}`);
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
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
