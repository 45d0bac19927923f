import type { SendMailOptions, Transporter } from 'nodemailer';
import type { OutboundEmail } from '../../../domain/mail/outbound-email.js';

/**
 * The only file that knows nodemailer: sends over SMTP_URL, or renders the raw message for a held .eml file.
 * nodemailer is loaded with the first mail rather than at start-up.
 */
export class NodemailerSender {
  private smtp?: Promise<Transporter>;
  private renderer?: Promise<Transporter>;

  constructor(
    private readonly smtpUrl: string | undefined,
    private readonly from: string,
  ) {}

  get canSend(): boolean {
    return this.smtpUrl !== undefined && this.smtpUrl !== '';
  }

  async send(email: OutboundEmail): Promise<void> {
    if (!this.canSend) throw new Error('No SMTP_URL configured');
    this.smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.smtpUrl));
    await (await this.smtp).sendMail(this.message(email));
  }

  /** The complete RFC 822 message, as it would have been sent. */
  async render(email: OutboundEmail): Promise<Buffer> {
    this.renderer ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    const info = await (await this.renderer).sendMail(this.message(email));
    return info.message as Buffer;
  }

  close(): void {
    void this.smtp?.then((smtp) => smtp.close());
  }

  private message(email: OutboundEmail): SendMailOptions {
    return { from: this.from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers };
  }
}
