import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SendDigestsUseCase } from '../../application/notifications/send-digests.use-case.js';
import { SendInstantNotificationsUseCase, type SentCount } from '../../application/notifications/send-instant-notifications.use-case.js';
import { SendRemindersUseCase } from '../../application/notifications/send-reminders.use-case.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../modules/config.module.js';

/**
 * Runs the notification jobs (instant, digest, reminders) every few seconds on every instance; they only queue
 * messages, which the outbox worker delivers. Their locks and claims keep instances from doing the same work twice.
 */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private timer?: NodeJS.Timeout;
  private running: Promise<SentCount> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly instant: SendInstantNotificationsUseCase,
    private readonly digests: SendDigestsUseCase,
    private readonly reminders: SendRemindersUseCase,
  ) {}

  onApplicationBootstrap(): void {
    // unref: a pending tick never keeps the process (or jest) alive on its own.
    if (this.config.notificationJobsMs > 0) this.timer = setInterval(() => void this.runDue(), this.config.notificationJobsMs).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Queues what is due now; a run in progress is joined. Returns what was queued. */
  runDue(): Promise<SentCount> {
    this.running ??= this.runAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runAll(): Promise<SentCount> {
    const total: SentCount = { mails: 0, pushes: 0 };
    for (const [name, job] of [
      ['instant', this.instant],
      ['digest', this.digests],
      ['reminder', this.reminders],
    ] as const) {
      try {
        const sent = await job.execute();
        total.mails += sent.mails;
        total.pushes += sent.pushes;
        if (sent.mails + sent.pushes > 0) this.logger.log(`Queued ${name} notifications: ${sent.mails} mail(s), ${sent.pushes} push(es)`);
      } catch (error) {
        this.logger.error(`${name} notifications failed`, error instanceof Error ? error.stack : String(error));
      }
    }
    return total;
  }
}
