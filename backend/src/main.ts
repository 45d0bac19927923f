import 'reflect-metadata';
import { join } from 'node:path';
import { DATA_DIR, readConfigOrExit } from './config.js';
import { createApp } from './create-app.js';
import type { EmbeddedDatabase } from './infrastructure/persistence/embedded-database.js';
import { EMBEDDED_DATABASE_PORT, openLocalDatabase } from './infrastructure/persistence/local-database.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './infrastructure/persistence/seed/demo-seed.js';

async function bootstrap(): Promise<void> {
  let config = readConfigOrExit();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL in ${join(DATA_DIR, 'pg')} on port ${EMBEDDED_DATABASE_PORT}`);
    embedded = await openLocalDatabase({ reuseRunning: false });
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
