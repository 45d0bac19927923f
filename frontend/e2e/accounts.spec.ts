import { chooseNewPassword, createTenant, loginAs, loginThroughForm, toast, unique } from './dashboard-fixtures';
import { linkTo, waitForMail } from './support/mail';
import { expect, open, SUPERADMIN, test } from './support/test';

/** Admin screens notify through the dashboard's toasts. */
const notification = toast;

test('an admin invites a colleague, who opens the link from the mail, chooses a password and logs in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two browsers, a mail round trip and three password attempts: more steps than the default 30 s allow on a busy machine.
  test.slow();
  const tenant = await createTenant(request, { staffCount: 0 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, tenant.admin);
  await page.getByRole('tab', { name: 'Gebruikers' }).click();
  await page.getByRole('link', { name: 'Toevoegen' }).click();
  const nina = { email: `nina-${unique()}@e2e.portiepunt.test`, firstName: 'Nina', lastName: 'Jansen', password: 'Stamppot-met-worst-3' };
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(nina.email);
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill(nina.firstName);
  await page.getByLabel('Achternaam').fill(nina.lastName);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Zorgpersoneel', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Uitnodiging per e-mail (aanbevolen)' })).toBeChecked();
  await expect(page.getByLabel(/^Tijdelijk wachtwoord/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(notification(page)).toHaveText('Gebruiker toegevoegd; de uitnodiging is per e-mail verstuurd');

  const mail = await waitForMail(nina.email);
  expect(mail.subject).toMatch(/^Je account voor .+ bij Portiepunt staat klaar$/);
  const link = linkTo(mail, '/wachtwoord-instellen');
  expect(link.startsWith(`${baseURL}/wachtwoord-instellen?token=`)).toBe(true);

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const ninasPage = await phone.newPage();
  await open(ninasPage, link);
  await expect(ninasPage.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Portiepunt');
  await chooseNewPassword(ninasPage, 'kort');
  await expect(ninasPage.getByText('Het wachtwoord moet minstens 8 tekens lang zijn.')).toBeVisible();
  await chooseNewPassword(ninasPage, 'password1');
  await expect(ninasPage.getByText('Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.')).toBeVisible();
  // Not on the list, but easy to guess: zxcvbn's advice follows the refusal.
  await chooseNewPassword(ninasPage, 'abcabcabcabc');
  await expect(ninasPage.getByText(/^Dit wachtwoord is te makkelijk te raden\. \S/)).toBeVisible();
  await chooseNewPassword(ninasPage, nina.password);
  await expect(ninasPage).toHaveURL(/\/login$/);
  await expect(ninasPage.getByRole('status')).toHaveText('Je wachtwoord is ingesteld. Log in met je nieuwe wachtwoord.');
  // The address comes along from the link, and goes on to "Wachtwoord vergeten?" as typed.
  await expect(ninasPage.getByLabel('E-mailadres')).toHaveValue(nina.email);
  await ninasPage.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(ninasPage.getByLabel('E-mailadres')).toHaveValue(nina.email);
  await ninasPage.goBack();
  await loginThroughForm(ninasPage, nina);
  await expect(ninasPage.getByRole('tab', { name: 'Beschikbare maaltijden' })).toBeVisible();

  // The link worked once.
  await open(ninasPage, link);
  await chooseNewPassword(ninasPage, 'Nog-een-keer-proberen');
  await expect(ninasPage.getByRole('alert')).toContainText('Deze link is ongeldig, al gebruikt of verlopen.');
  await phone.close();
});

test('forgot password, end to end: the same answer for any address, a link by mail, a new password, then log in', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { staffCount: 0, locations: [] });
  const kees = tenant.kitchen;
  await open(page, '/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  // The page loads on demand: until its heading shows, the login form (with its own "E-mailadres") may still be there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachtwoord vergeten');

  await page.getByLabel('E-mailadres').fill(`niemand-${unique()}@e2e.portiepunt.test`);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  const generic = await page.getByRole('status').textContent();
  expect(generic).toContain('Als dit e-mailadres bij een actief account hoort');

  await open(page, '/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill(kees.email);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('status')).toHaveText(generic!);

  const link = linkTo(await waitForMail(kees.email), '/wachtwoord-herstellen');
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een nieuw wachtwoord');
  await chooseNewPassword(page, 'Nieuwe-soep-van-Kees');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Je wachtwoord is ingesteld.');

  await page.getByLabel('E-mailadres').fill(kees.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(kees.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ongeldige inloggegevens. Probeer het opnieuw.');
  await loginThroughForm(page, { ...kees, password: 'Nieuwe-soep-van-Kees' });
});

test('"Mijn account" in the dashboard header changes the password; the old one no longer logs in', async ({ page, request }) => {
  const tenant = await createTenant(request, { staffCount: 1, locations: ['Hoofdgebouw'] });
  const sanne = tenant.staff[0];
  await loginAs(page, sanne);
  await page.getByRole('button', { name: 'Mijn account' }).click();
  await expect(page.getByRole('heading', { name: 'Mijn account' })).toBeVisible();
  await expect(page.getByText(sanne.email)).toBeVisible();
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('niet-mijn-wachtwoord');
  await chooseNewPassword(page, 'Sannes-nieuwe-keus-9');
  await expect(page.getByText('Dit is niet je huidige wachtwoord.')).toBeVisible();
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill(sanne.password);
  await chooseNewPassword(page, 'Sannes-nieuwe-keus-9');
  await expect(page.getByRole('tab', { name: 'Beschikbare maaltijden' })).toBeVisible();

  const old = await request.post('/api/auth/login', { data: { email: sanne.email, password: sanne.password } });
  expect(old.status()).toBe(401);
});

test('the superadmin sees sent mails in "E-mail", metadata only', async ({ page, request }) => {
  const tenant = await createTenant(request, { staffCount: 0, locations: [] });
  await request.post('/api/auth/forgot-password', { data: { email: tenant.kitchen.email } });
  await waitForMail(tenant.kitchen.email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, { ...SUPERADMIN, firstName: 'Sam' });
  // react-admin first redirects to its first list; a tab clicked before that redirect is undone by it.
  await expect(page).toHaveURL(/\/dashboard\/tenants/);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await expect(page.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('Zoeken').fill(tenant.kitchen.email);
  const row = page.getByRole('row').filter({ hasText: tenant.kitchen.email });
  await expect(row).toContainText('Nieuw wachtwoord instellen voor Portiepunt');
  await expect(row).toContainText('Wachtwoord herstellen');
  await expect(row.getByTestId('email-status')).toHaveText('Verstuurd');
  await expect(page.getByText('wachtwoord-herstellen?token')).toHaveCount(0);
});
