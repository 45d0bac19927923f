import { Injectable } from '@nestjs/common';
import { Clock } from '../../../domain/shared/clock.js';
import type { MailHealthProbe } from '../../platform/health/mail-health.port.js';
import { judgeMailHealth, type MailHealth } from '../../../domain/mail/mail-health.js';
import { OutboundEmailLog, type MailFigures } from '../../../domain/mail/outbound-email-log.js';

export const MAIL_HEALTH_CACHE_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

/** The mail part of the health check, from figures read at most once per 10 seconds however often it is asked. */
@Injectable()
export class GetMailHealthQuery implements MailHealthProbe {
  private cached: { figures: Promise<MailFigures>; readAt: number } | null = null;

  constructor(
    private readonly log: OutboundEmailLog,
    private readonly clock: Clock,
  ) {}

  async execute(smtpConfigured: boolean): Promise<MailHealth> {
    const now = this.clock.now();
    if (!this.cached || now.getTime() - this.cached.readAt >= MAIL_HEALTH_CACHE_MS) {
      const figures = this.log.figures(new Date(now.getTime() - DAY_MS));
      this.cached = { figures, readAt: now.getTime() };
      // A failed read is not cached: the next call tries again.
      figures.catch(() => {
        if (this.cached?.figures === figures) this.cached = null;
      });
    }
    return judgeMailHealth(await this.cached.figures, smtpConfigured, now);
  }
}
