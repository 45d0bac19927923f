import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { ProvisionSuperadminUseCase } from './application/accounts/provision-superadmin.use-case.js';
import { AppModule } from './app.module.js';
import { readConfigOrExit } from './config.js';
import { DomainError } from './domain/shared/domain-error.js';
import { openLocalDatabase } from './infrastructure/persistence/local-database.js';
import { OutboxWorker } from './infrastructure/outbox/outbox-worker.js';

const USAGE = `Usage: npm run superadmin -- --email a@example.nl --first-name A --last-name B
   or: node backend/dist/cli.js superadmin --email a@example.nl --first-name A --last-name B

Creates a superadmin (or finds the existing one with that address) and prints a one-time link,
valid 72 hours, to choose a password. With SMTP_URL set the link is also mailed. Run it again for a fresh link.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function readArguments(): { email: string; firstName: string; lastName: string } {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      strict: true,
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) fail('');
  if (positionals.length !== 1 || positionals[0] !== 'superadmin') fail(`Unknown command: ${positionals.join(' ') || '(none)'}`);
  if (!values.email || !values['first-name'] || !values['last-name']) fail('--email, --first-name and --last-name are all required.');
  return { email: values.email, firstName: values['first-name'], lastName: values['last-name'] };
}

async function main(): Promise<void> {
  const input = readArguments();
  let config = readConfigOrExit();
  // Beside a running `npm start` the embedded database is shared rather than started a second time.
  const local = config.databaseUrl ? undefined : await openLocalDatabase({ reuseRunning: true });
  if (local) config = { ...config, databaseUrl: local.url };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, outboxPollMs: 0 }), { logger: ['error', 'warn'] });
  try {
    const mail = config.smtpUrl !== undefined;
    const { user, created, link } = await app.get(ProvisionSuperadminUseCase).execute({ ...input, mail });
    if (mail) await app.get(OutboxWorker).runDue();
    console.log(`${created ? 'Created superadmin' : 'Found existing superadmin'} ${user.email}.`);
    console.log('Open this link to choose a password (valid 72 hours, works once):');
    console.log(link);
    if (mail) console.log(`The link was also mailed to ${user.email}.`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    process.exitCode = 1;
    console.error(error.message);
  } finally {
    await app.close();
    await local?.stop();
  }
}

await main();
