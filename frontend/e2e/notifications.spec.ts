import { colleague, createTenant, localDateTime, loginAs } from './dashboard-fixtures';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';

/** The notification jobs gather new portions for 40 s and tick every 10 s; the outbox then sends within seconds. */
const INSTANT_MAIL_TIMEOUT_MS = 90_000;

test('staff switch instant mail on; the kitchen adds a portion; the mail arrives and names it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tenant = await createTenant(request);
  const [staff] = tenant.staff;

  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, staff);
  await page.getByRole('link', { name: 'Meldingen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/meldingen$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Meldingen' })).toBeVisible();
  // Opt-in: everything is off until the user switches it on, except reminders.
  await expect(page.getByRole('radio', { name: /^Uit/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Herinner me/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Direct/ }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Meldingen opgeslagen', { exact: true })).toBeVisible();
  // Push was not switched on, so no service worker is registered.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Direct/ })).toBeChecked();

  const kitchen = await colleague(browser, baseURL!, tenant.kitchen, { width: 1280, height: 800 });
  await kitchen.page.getByRole('button', { name: 'Portie toevoegen' }).click();
  const form = kitchen.page.getByRole('form', { name: 'Nieuwe portie' });
  await form.getByLabel('Titel').fill('Macaroni met ham en kaas');
  await form.getByRole('combobox', { name: 'Locatie' }).click();
  await kitchen.page.getByRole('option', { name: 'Hoofdgebouw' }).click();
  await form.getByLabel('Aantal porties').fill('5');
  await form.getByLabel('Beschikbaar tot').fill(localDateTime(3));
  await form.getByRole('checkbox', { name: 'Melk (incl. lactose)' }).check();
  await form.getByRole('button', { name: 'Portie opslaan' }).click();
  await expect(form).toHaveCount(0);

  const mail = await waitForMail(staff.email, 1, INSTANT_MAIL_TIMEOUT_MS);
  expect(mail.subject).toBe('Nieuwe portie beschikbaar: Macaroni met ham en kaas');
  expect(mail.text).toContain('• Macaroni met ham en kaas (Hoofdgebouw): nog 5 beschikbaar, bevat: Melk');
  expect(mail.text).toContain(`${baseURL}/dashboard`);
  await kitchen.context.close();
});
