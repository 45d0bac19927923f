import { startMailbox } from './mailbox';
import { startStack } from './stack.mjs';

/** Starts a real SMTP server, then database and app once for the whole run; the returned function is the teardown. */
export default async function globalSetup() {
  const mailbox = await startMailbox();
  const stack = await startStack({ smtpUrl: mailbox.url });
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_MAIL_DIR = mailbox.dir;
  return async () => {
    await stack.stop();
    await mailbox.stop();
  };
}
