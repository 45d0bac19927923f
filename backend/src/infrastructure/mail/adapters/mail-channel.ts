import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { linksIn } from '../../../application/mail/compose-mail.js';
import type { OutboundEmail } from '../../../domain/mail/outbound-email.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { OutboxChannel, type DeliveryOutcome, type OutboxRow } from '../../platform/outbox/outbox-channel.js';
import { NodemailerSender } from './nodemailer-sender.js';

interface OutboundEmailRow extends OutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  created_at: Date;
}

/**
 * The mail channel of the outbox. With SMTP_URL it sends; without it (development) it holds the mail:
 * writes it as an .eml file and logs its recipient, subject and links, so that a developer can follow them.
 */
@Injectable()
export class MailChannel extends OutboxChannel<OutboundEmailRow> implements OnModuleDestroy {
  readonly name = 'mail';
  readonly table = 'outbound_emails';
  private readonly logger = new Logger('Mail');
  private readonly sender: NodemailerSender;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.sender = new NodemailerSender(config.smtpUrl, config.mailFrom);
  }

  onModuleDestroy(): void {
    this.sender.close();
  }

  async deliver(row: OutboundEmailRow): Promise<DeliveryOutcome> {
    const email: OutboundEmail = {
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: row.headers,
    };
    if (this.sender.canSend) {
      await this.sender.send(email);
      return 'sent';
    }
    await mkdir(this.config.mailDir, { recursive: true });
    const file = join(this.config.mailDir, `${row.created_at.toISOString().replace(/[:.]/g, '-')}-${row.kind}-${row.id}.eml`);
    await writeFile(file, await this.sender.render(email));
    const links = linksIn(email.text);
    this.logger.log(
      `Held (no SMTP_URL) ${row.kind} mail to ${email.to}: "${email.subject}"${links.length ? ` links: ${links.join(' ')}` : ''} (${file})`,
    );
    return 'held';
  }
}
