import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './test';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return dir;
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = mailDir();
  const mails = await Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => simpleParser(readFileSync(join(dir, file)))),
  );
  return mails.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
  );
}

/** Waits until the SMTP server has received the `count`-th mail to `address` and returns it. */
export async function waitForMail(address: string, count = 1, timeout = 15_000): Promise<ParsedMail> {
  let received: ParsedMail[] = [];
  await expect
    .poll(async () => (received = await mailsTo(address)).length, { timeout, message: `mail number ${count} to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return received[count - 1];
}

/** The link in the mail's text part (each link has a line of its own) that leads to `path`. */
export function linkTo(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '').split('\n').find((line) => line.trim().includes(`${path}?`));
  if (!link) throw new Error(`No link to ${path} in: ${mail.text}`);
  return link.trim();
}

/** Waits until a mail to `address` links to `path` and returns that link, whatever other mails arrived before or after it. */
export async function waitForLink(address: string, path: string, timeout = 15_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        link = mails.flatMap((mail) => (mail.text ?? '').split('\n')).find((line) => line.trim().includes(`${path}?`));
        return link;
      },
      { timeout, message: `a mail to ${address} with a link to ${path}` },
    )
    .toBeDefined();
  return link!.trim();
}
