import { parseArgs } from 'node:util';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PaymentsModule } from './infrastructure/payments/index.js';
import { ProvisionSuperadminUseCase } from './application/accounts/provision-superadmin.use-case.js';
import { runAsPlatform } from './infrastructure/platform/database/data-scope.js';
import { databaseUrlsOf, type AppConfig } from './infrastructure/platform/config/config.js';
import { DomainError } from './domain/shared/domain-error.js';
import { AuditModule } from './infrastructure/audit/index.js';
import { AccountsModule } from './infrastructure/accounts/index.js';
import { EventsModule } from './infrastructure/event-routing/index.js';
import { PhotosModule } from './infrastructure/photos/index.js';
import { WebhooksModule } from './infrastructure/webhooks/index.js';
import { SsoModule } from './infrastructure/sso/index.js';
import { ConfigModule } from './infrastructure/platform/config/config.module.js';
import { DatabaseModule } from './infrastructure/platform/database/database.module.js';
import { MailModule } from './infrastructure/mail/index.js';
import { OutboxModule } from './infrastructure/platform/outbox/outbox.module.js';
import { OutboxWorker } from './infrastructure/platform/outbox/outbox-worker.js';
import { createRootLogger } from './infrastructure/platform/observability/logger.js';
import { ObservabilityModule } from './infrastructure/platform/observability/observability.module.js';

export const SUPERADMIN_USAGE = `Usage: npm run superadmin -- --email a@example.nl --first-name A --last-name B
   or: node backend/dist/cli.js superadmin --email a@example.nl --first-name A --last-name B

Creates a superadmin (or finds the existing one with that address) and prints a one-time link,
valid 72 hours, to choose a password. With SMTP_URL set the link is also mailed. Run it again for a fresh link.`;

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Just what the command needs: accounts, mail, the audit log and the database; no HTTP, no guards, no schedulers. */
@Module({})
class SuperadminCommandModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SuperadminCommandModule,
      imports: [
        ConfigModule.forRoot({ ...config, outboxPollMs: 0 }),
        // The outbox worker logs with the request-independent log context; warnings only, on standard error.
        ObservabilityModule.forRoot(createRootLogger({ level: 'warn', pretty: false, destination: process.stderr })),
        DatabaseModule.forRoot(databaseUrlsOf(config)),
        AuditModule,
        MailModule,
        OutboxModule,
        AccountsModule,
        // A unit of work's commit asks the event dispatcher, which needs the webhook outbox and photo links.
        EventsModule,
        WebhooksModule,
        PhotosModule,
        // Identity's login and accounts' forgot-password ask the organisation sign-in policy, which sso binds.
        SsoModule,
        // The dispatcher reads a reservation's payment for its webhooks.
        PaymentsModule,
      ],
    };
  }
}

type Parsed = { email: string; firstName: string; lastName: string } | { problem: string };

function parse(args: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    });
    if (positionals.length !== 1 || positionals[0] !== 'superadmin')
      return { problem: `Unknown command: ${positionals.join(' ') || '(none)'}` };
    if (!values.email || !values['first-name'] || !values['last-name'])
      return { problem: '--email, --first-name and --last-name are all required.' };
    return { email: values.email, firstName: values['first-name'], lastName: values['last-name'] };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * `superadmin --email … --first-name … --last-name …` against the configured database; returns the exit code.
 * It takes no password and prints none: only the one-time link.
 */
export async function runSuperadminCommand(args: string[], config: AppConfig, output: CommandOutput): Promise<number> {
  const input = parse(args);
  if ('problem' in input) {
    output.error(`${input.problem}\n\n${SUPERADMIN_USAGE}`);
    return 1;
  }
  const app = await NestFactory.createApplicationContext(SuperadminCommandModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const mail = config.smtpUrl !== undefined;
    const { user, created, link } = await runAsPlatform('superadmin command', async () => {
      const provisioned = await app.get(ProvisionSuperadminUseCase).execute({ ...input, mail });
      if (mail) await app.get(OutboxWorker).runDue();
      return provisioned;
    });
    output.log(`${created ? 'Created superadmin' : 'Found existing superadmin'} ${user.email}.`);
    output.log('Open this link to choose a password (valid 72 hours, works once):');
    output.log(link);
    if (mail) output.log(`The link was also mailed to ${user.email}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    output.error(error.message);
    return 1;
  } finally {
    await app.close();
  }
}
