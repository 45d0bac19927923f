import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SendDigestsUseCase } from '../../../application/notifications/send-digests.use-case.js';
import { SendInstantNotificationsUseCase } from '../../../application/notifications/send-instant-notifications.use-case.js';
import { SendRemindersUseCase } from '../../../application/notifications/send-reminders.use-case.js';
import { addSent, noneSent, type SentCount } from '../../../application/notifications/sent-count.js';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { errorText, PeriodicRun } from '../../platform/jobs/periodic-run.js';

/**
 * Runs the notification jobs (instant, digest, reminders) every few seconds on every instance; they only queue
 * messages, which the outbox worker delivers. Their locks and claims keep instances from doing the same work twice.
 */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly schedule = new PeriodicRun(
    'notifications',
    () => this.runAll(),
    (error) => this.logger.error('Notification run failed', errorText(error)),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly instant: SendInstantNotificationsUseCase,
    private readonly digests: SendDigestsUseCase,
    private readonly reminders: SendRemindersUseCase,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule.start(this.config.notificationJobsMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.schedule.stop();
  }

  /** Queues what is due now; a run in progress is joined. Returns what was queued. */
  runDue(): Promise<SentCount> {
    return this.schedule.runDue();
  }

  private async runAll(): Promise<SentCount> {
    const total = noneSent();
    for (const [name, job] of [
      ['instant', this.instant],
      ['digest', this.digests],
      ['reminder', this.reminders],
    ] as const) {
      try {
        const sent = await job.execute();
        addSent(total, sent);
        if (sent.mails + sent.pushes > 0) this.logger.log(`Queued ${name} notifications: ${sent.mails} mail(s), ${sent.pushes} push(es)`);
      } catch (error) {
        this.logger.error(`${name} notifications failed`, errorText(error));
      }
    }
    return total;
  }
}
