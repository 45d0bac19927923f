import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: it keeps every message it accepts, parsed, or refuses them all while `refusing`. */
export class TestSmtpServer {
  readonly messages: ParsedMail[] = [];
  refusing = false;

  private constructor(private readonly server: SMTPServer) {}

  static async start(): Promise<TestSmtpServer> {
    let self: TestSmtpServer | undefined;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (self!.refusing) {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            return;
          }
          simpleParser(Buffer.concat(chunks)).then(
            (mail) => {
              self!.messages.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    self = new TestSmtpServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Messages to one address, oldest first. */
  to(address: string): ParsedMail[] {
    return this.messages.filter((mail) => addresses(mail).includes(address.toLowerCase()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split('\n').find((line) => line.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link.trim();
}
