import { FakeMollie } from '../../../backend/test/support/fake-mollie';
import { startMailbox } from './mailbox';
import { startStack } from './stack.mjs';

/**
 * Starts a real SMTP server and a fake Mollie (its checkout page pays or cancels and calls the app's webhook), then
 * database and app once for the whole run; the returned function is the teardown.
 */
export default async function globalSetup() {
  const mailbox = await startMailbox();
  const mollie = await FakeMollie.start();
  const stack = await startStack({ smtpUrl: mailbox.url, mollie: { apiUrl: mollie.apiUrl, caFile: mollie.caFile } });
  // A Mollie account whose key a journey may store (the fake knows only the keys it made).
  process.env.E2E_MOLLIE_KEY = mollie.account('test', ['ideal', 'bancontact', 'creditcard', 'voucher']).key;
  process.env.E2E_BASE_URL = stack.baseUrl;
  // For the few fixtures that must set up history the API cannot (the partner journey's past month).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  process.env.E2E_MAIL_DIR = mailbox.dir;
  return async () => {
    await stack.stop();
    await mailbox.stop();
    await mollie.close();
  };
}
