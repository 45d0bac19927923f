import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { OutboundEmail } from '../../domain/mail/outbound-email.js';

/** The only file that knows nodemailer: sends over SMTP_URL, or renders the raw message for a held .eml file. */
export class NodemailerSender {
  private readonly smtp: Transporter | null;
  private readonly renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get canSend(): boolean {
    return this.smtp !== null;
  }

  async send(email: OutboundEmail): Promise<void> {
    if (!this.smtp) throw new Error('No SMTP_URL configured');
    await this.smtp.sendMail(this.message(email));
  }

  /** The complete RFC 822 message, as it would have been sent. */
  async render(email: OutboundEmail): Promise<Buffer> {
    const info = await this.renderer.sendMail(this.message(email));
    return info.message as Buffer;
  }

  close(): void {
    this.smtp?.close();
  }

  private message(email: OutboundEmail): SendMailOptions {
    return { from: this.from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers };
  }
}
