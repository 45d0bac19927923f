import type { Page, Route } from '@playwright/test';
import {
  chooseNewPassword,
  colleague,
  colleagueThroughForm,
  loginAs,
  loginThroughForm,
  PASSWORD,
  searchList,
  toast,
  unique,
} from './dashboard-fixtures';
import { linkTo, waitForMail } from './support/mail';
import { expect, layoutScreenshot, superadminHeaders, test } from './support/test';

const SUPERADMIN = { email: 'super@portiepunt.nl', password: PASSWORD, firstName: 'Sam' };
const notification = toast;

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('superadmin moves a demo request to Benaderd with a note, converts it into a tenant, mails its admin a reset link, and the admin logs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // Triage, conversion, the tenant's page and the new admin's first login.
  // Through the form: the superadmin's journey from the login page; the new admin's first login below is one too.
  await loginThroughForm(page, SUPERADMIN);
  await expect(page.getByRole('tab', { name: 'Organisaties' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Contactaanvragen' }).click();

  // The status filter and the search narrow the list.
  await chooseOption(page, 'Status', 'Geconverteerd');
  await expect(page.getByRole('row').filter({ hasText: 'Hogeschool Noord' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Zorgcentrum De Horst' })).toHaveCount(0);
  await chooseOption(page, 'Status', 'Nieuw');
  await page.getByPlaceholder('Zoeken').fill('Horst');
  // The search applies after a short pause; clicking a row before that would be undone by it.
  await expect(page).toHaveURL(/Horst/);
  const request = page.getByRole('row').filter({ hasText: 'Zorgcentrum De Horst' });
  await expect(request).toHaveCount(1);
  await expect(request.getByTestId('lead-status')).toHaveText('Nieuw');
  await expect(page.getByRole('row').filter({ hasText: 'Hogeschool Noord' })).toHaveCount(0);
  await request.click();

  // Benaderd, with a note that lands in the history.
  await expect(page.getByRole('button', { name: 'Omzetten naar organisatie' })).toBeDisabled();
  await chooseOption(page, 'Nieuwe status', 'Benaderd');
  const note = `Gebeld met Anouk, demo op dinsdag (${unique()}).`;
  await page.getByLabel('Notitie (optioneel)').fill(note);
  await page.getByRole('button', { name: 'Status opslaan' }).click();
  await expect(notification(page)).toHaveText('Status bijgewerkt');
  await expect(page.getByTestId('lead-status')).toHaveText('Benaderd');
  const history = page.getByTestId('lead-history');
  await expect(history).toContainText('Nieuw → Benaderd');
  await expect(history).toContainText(note);
  await expect(history).toContainText('Sam Super');

  // Converting makes the tenant and its first admin.
  await page.getByRole('button', { name: 'Omzetten naar organisatie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contactaanvraag omzetten naar organisatie' });
  await expect(dialog.getByLabel('Slug')).toHaveValue('zorgcentrum-de-horst');
  await expect(dialog.getByLabel('E-mailadres')).toHaveValue('a.willems@dehorst.nl');
  await chooseOption(page, 'Abonnement', 'Groep');
  // An invitation by mail unless the superadmin chooses to hand over a temporary password.
  await expect(dialog.getByRole('radio', { name: 'Uitnodiging per e-mail (aanbevolen)' })).toBeChecked();
  await expect(dialog.getByLabel(/^Tijdelijk wachtwoord/)).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Met een tijdelijk wachtwoord' }).check();
  await dialog.getByLabel(/^Tijdelijk wachtwoord/).fill('Horst-Start-2026');
  await dialog.getByRole('button', { name: 'Omzetten', exact: true }).click();
  await expect(notification(page)).toHaveText('Aanvraag omgezet naar organisatie');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('lead-status')).toHaveText('Geconverteerd');
  await expect(page.getByRole('button', { name: 'Omzetten naar organisatie' })).toHaveCount(0);
  await expect(history).toContainText('Benaderd → Geconverteerd');

  // The converted request links to its tenant, whose page is titled by its name and lists its users.
  await page.getByTestId('converted-tenant').getByRole('link', { name: 'Organisatie openen' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Organisatie Zorgcentrum De Horst');
  await expect(page.getByTestId('tenant-users')).toContainText('Anouk Willems');
  await expect(page.getByTestId('tenant-users')).toContainText('a.willems@dehorst.nl');
  await expect(page.getByTestId('tenant-users')).toContainText('Beheerder');
  // Never a password here, but a reset mail the user follows themselves.
  await page.getByTestId('tenant-users').getByRole('button', { name: 'Herstelmail sturen aan Anouk Willems' }).click();
  await expect(notification(page)).toHaveText('Herstelmail verstuurd naar a.willems@dehorst.nl');
  expect(linkTo(await waitForMail('a.willems@dehorst.nl'), '/wachtwoord-herstellen')).toContain('token=');

  await page.getByRole('tab', { name: 'Organisaties' }).click();
  const tenant = page.getByRole('row').filter({ hasText: 'Zorgcentrum De Horst' });
  await expect(tenant).toContainText('zorgcentrum-de-horst');
  await expect(tenant).toContainText('Groep');

  const anouk = await colleagueThroughForm(
    browser,
    baseURL!,
    { email: 'a.willems@dehorst.nl', password: 'Horst-Start-2026', firstName: 'Anouk', lastName: 'Willems' },
    { width: 1280, height: 800 },
  );
  await expect(anouk.page.getByRole('banner').getByTestId('role-badge').first()).toHaveText('Beheerder');
  // The superadmin's password is a temporary one: she chooses her own before anything else.
  await anouk.page.getByLabel('Huidig wachtwoord', { exact: true }).fill('Horst-Start-2026');
  await chooseNewPassword(anouk.page, 'Anouks-eigen-keus-7');
  await expect(anouk.page.getByRole('tab', { name: 'Gebruikers' })).toBeVisible();
  await anouk.context.close();
});

test('superadmin creates a tenant with its first admin and edits its plan', async ({ page, browser, baseURL }) => {
  const id = unique();
  await loginAs(page, SUPERADMIN);
  await page.getByRole('link', { name: 'Toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul alle velden in.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Kliniek ${id}`);
  await page.getByLabel('Slug').fill(`Kliniek ${id}`);
  await page.getByLabel('E-mailadres').fill(`eerste-${id}@e2e.portiepunt.test`);
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('Eerste');
  await page.getByRole('radio', { name: 'Met een tijdelijk wachtwoord' }).check();
  await page.getByLabel(/^Tijdelijk wachtwoord/).fill('Groene-Soeplepel-73');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Gebruik 2 tot 60 kleine letters, cijfers en enkele koppeltekens.')).toBeVisible();
  await page.getByLabel('Slug').fill(`kliniek-${id}`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(notification(page)).toHaveText('Organisatie aangemaakt');
  const row = page.getByRole('row').filter({ hasText: `kliniek-${id}` });
  await expect(row).toContainText('Starter');

  await row.click();
  await chooseOption(page, 'Abonnement', 'Maatwerk');
  const update = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/admin/tenants/'));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  expect(Object.keys((await update).postDataJSON()).sort()).toEqual(['isActive', 'name', 'plan']);
  await expect(notification(page)).toHaveText('Organisatie bijgewerkt');
  await expect(page.getByRole('row').filter({ hasText: `kliniek-${id}` })).toContainText('Maatwerk');

  const eva = await colleague(
    browser,
    baseURL!,
    { email: `eerste-${id}@e2e.portiepunt.test`, password: 'Groene-Soeplepel-73', firstName: 'Eva', lastName: 'Eerste' },
    { width: 1280, height: 800 },
  );
  await eva.page.getByLabel('Huidig wachtwoord', { exact: true }).fill('Groene-Soeplepel-73');
  await chooseNewPassword(eva.page, 'Evas-eigen-keus-7');
  await expect(eva.page.getByRole('tab', { name: 'Overzicht' })).toBeVisible();
  await eva.context.close();
});

test('partner applications follow the same pattern: status with a note, history, and delete', async ({ page }) => {
  await loginAs(page, SUPERADMIN);
  await page.getByRole('tab', { name: 'Partneraanvragen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/partner-applications/);
  await searchList(page, 'Bosman');
  const application = page.getByRole('row').filter({ hasText: 'Jeroen Bosman' });
  await expect(application.getByTestId('lead-status')).toHaveText('Nieuw');
  await application.click();

  await chooseOption(page, 'Nieuwe status', 'Geaccepteerd');
  await page.getByLabel('Notitie (optioneel)').fill('Kennismaking gehad, past bij ons netwerk.');
  await page.getByRole('button', { name: 'Status opslaan' }).click();
  await expect(notification(page)).toHaveText('Status bijgewerkt');
  await expect(page.getByTestId('lead-status')).toHaveText('Geaccepteerd');
  await expect(page.getByTestId('lead-history')).toContainText('Nieuw → Geaccepteerd');
  await expect(page.getByTestId('lead-history')).toContainText('Kennismaking gehad, past bij ons netwerk.');

  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/partner-applications(\?|$)/);
  await page.getByPlaceholder('Zoeken').fill('Bosman');
  await expect(page.getByText('Geen resultaten voor Partneraanvragen met de huidige filters.')).toBeVisible();
});

test('empty lists say so in Dutch', async ({ page }) => {
  const empty = (resource: string) => (route: Route) =>
    route.fulfill({
      status: 200,
      json: [],
      headers: { 'Content-Range': `${resource} */0`, 'Access-Control-Expose-Headers': 'Content-Range' },
    });
  await page.route((url) => url.pathname === '/api/protected/admin/tenants', empty('tenants'));
  await page.route((url) => url.pathname === '/api/protected/admin/contacts', empty('contacts'));
  await page.route((url) => url.pathname === '/api/protected/admin/partner-applications', empty('partner-applications'));
  await loginAs(page, SUPERADMIN);
  await expect(page.getByTestId('empty-state')).toHaveText(/Nog geen organisaties\./);
  await page.getByRole('tab', { name: 'Contactaanvragen' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText(/Nog geen contactaanvragen\./);
  await page.getByRole('tab', { name: 'Partneraanvragen' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText(/Nog geen partneraanvragen\./);
});

test("superadmin sets a tenant's partner on its page, sees the change in the history, and clears it again", async ({ page, request }) => {
  test.slow(); // A partner made through the API, two changes and two viewports.
  const id = unique();
  const company = `Keukenadvies ${id}`;
  // A partner to choose: an accepted application makes one.
  const application = await request.post('/api/partners/applications', {
    data: {
      firstName: 'Petra',
      lastName: 'Partner',
      email: `partner-${id}@e2e.portiepunt.test`,
      company,
      role: 'Adviseur',
      experience: 'Tien jaar.',
      network: 'Zorgkeukens.',
      motivation: 'Minder verspilling.',
      privacyAccepted: true,
    },
  });
  expect(application.status(), await application.text()).toBe(201);
  const { id: applicationId } = (await application.json()) as { id: string };
  const accepted = await request.put(`/api/protected/admin/partner-applications/${applicationId}`, {
    headers: await superadminHeaders(request),
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await loginAs(page, SUPERADMIN);
  // The list shows the newest first; other journeys' tenants may push the demo tenant off its first page.
  await expect(page).toHaveURL(/\/dashboard\/tenants/);
  await page.getByPlaceholder('Zoeken').fill('Hogeschool Noord');
  await page.getByRole('row').filter({ hasText: 'hs-noord' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Organisatie Hogeschool Noord');
  const panel = page.getByTestId('attribution');
  await expect(panel.getByRole('heading', { name: 'Toegekend aan partner' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Partner' })).toHaveText('Geen partner');
  await expect(panel.getByRole('button', { name: 'Partner toekennen' })).toBeDisabled();

  await chooseOption(page, 'Partner', company);
  await panel.getByRole('button', { name: 'Partner toekennen' }).click();
  await expect(notification(page)).toHaveText('Toekenning bijgewerkt');
  const given = panel.getByRole('listitem').filter({ hasText: `Geen partner → ${company}` });
  await expect(given).toContainText('Sam Super');
  await expect(panel.getByRole('button', { name: 'Partner toekennen' })).toBeDisabled();
  await panel.scrollIntoViewIfNeeded();
  await layoutScreenshot(page, test.info().outputPath('attribution-1280.png'));

  // On a phone the panel fits the width and still works.
  await page.setViewportSize({ width: 375, height: 800 });
  await chooseOption(page, 'Partner', 'Geen partner');
  const clear = panel.getByRole('button', { name: 'Partner toekennen' });
  await expect(clear).toBeInViewport();
  await clear.click();
  await expect(notification(page)).toHaveText('Toekenning bijgewerkt');
  await expect(panel.getByRole('combobox', { name: 'Partner' })).toHaveText('Geen partner');
  await expect(panel.getByRole('listitem').filter({ hasText: `${company} → Geen partner` })).toContainText('Sam Super');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await panel.scrollIntoViewIfNeeded();
  await layoutScreenshot(page, test.info().outputPath('attribution-375.png'));

  // The API agrees: the tenant has no partner again, and the history holds both changes.
  const tenants = await request.get(`/api/protected/admin/tenants?filter=${encodeURIComponent('{"q":"hs-noord"}')}`, {
    headers: await superadminHeaders(request),
  });
  const [noord] = (await tenants.json()) as { id: string; partnerId: string | null }[];
  expect(noord.partnerId).toBeNull();
});
