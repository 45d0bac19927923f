import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loginAs, loginThroughForm, PASSWORD, searchList, toast, unique } from './dashboard-fixtures';
import { linkTo, waitForMail } from './support/mail';
import { expect, open, recordCspViolations, superadminHeaders, test } from './support/test';

// Counts against the rate limit of 5 leads per address in 10 minutes: one application and one demo request here.
const SUPERADMIN = { email: 'super@portiepunt.nl', password: PASSWORD, firstName: 'Sam' };
const PARTNER_PASSWORD = 'Doorverwijzen-loont-7';
const notification = toast;

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** SQL for what the API cannot do in a test run: a customer's past. */
async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The last ended calendar month (Europe/Amsterdam) as YYYY-MM, and the first day of the month before it. */
function lastMonth(): { month: string; label: string; customerSince: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(),
  );
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const last = new Date(Date.UTC(year, month - 2, 15));
  const before = new Date(Date.UTC(year, month - 3, 1));
  return {
    month: last.toISOString().slice(0, 7),
    label: new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(last),
    customerSince: before.toISOString(),
  };
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a partner is accepted, shares the link, a referred visitor becomes a customer and the partner sees €8,90 paid for a full month of Groep', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const company = `Adviesbureau ${id}`;
  const partnerEmail = `partner-${id}@e2e.portiepunt.test`;
  const organization = `Zorggroep Verwezen ${id}`;
  const { month, label, customerSince } = lastMonth();

  // An application comes in through the partner form's API.
  const application = await request.post('/api/partners/applications', {
    data: {
      firstName: 'Pim',
      lastName: 'Partner',
      email: partnerEmail,
      company,
      role: 'Adviseur',
      experience: 'Tien jaar.',
      network: 'Zorgkeukens.',
      motivation: 'Minder verspilling.',
      privacyAccepted: true,
    },
  });
  expect(application.status(), await application.text()).toBe(201);

  // 1. The superadmin accepts it, which makes the partner.
  const violations = await recordCspViolations(page);
  await loginAs(page, SUPERADMIN);
  await expect(page.getByRole('tab', { name: 'Organisaties' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Partneraanvragen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/partner-applications/);
  await searchList(page, id);
  // By the company, which holds this run's id: the list may still show other applications until the search has applied.
  await page.getByRole('row').filter({ hasText: company }).click();
  await chooseOption(page, 'Nieuwe status', 'Geaccepteerd');
  await page.getByRole('button', { name: 'Status opslaan' }).click();
  await expect(notification(page)).toHaveText('Status bijgewerkt');
  await page.getByRole('tab', { name: 'Partners' }).click();
  await expect(page).toHaveURL(/\/dashboard\/partners/);
  const partnerRow = page.getByRole('row').filter({ hasText: company });
  const code = `adviesbureau-${id}`;
  await expect(partnerRow).toContainText(code);
  await expect(partnerRow).toContainText('10');

  // 2. The partner sets a password through the invitation mail and copies the link.
  // The first mail confirmed the application; the second is the invitation.
  const invitationMail = await waitForMail(partnerEmail, 2);
  expect(invitationMail.subject).toBe('Je account bij Portiepunt staat klaar');
  const invitation = linkTo(invitationMail, '/wachtwoord-instellen');
  const partnerContext = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const partnerPage = await partnerContext.newPage();
  const partnerViolations = await recordCspViolations(partnerPage);
  await open(partnerPage, invitation);
  await partnerPage.getByLabel('Nieuw wachtwoord', { exact: true }).fill(PARTNER_PASSWORD);
  await partnerPage.getByLabel('Herhaal het nieuwe wachtwoord').fill(PARTNER_PASSWORD);
  await partnerPage.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(partnerPage).toHaveURL(/\/login$/);
  await loginThroughForm(partnerPage, { email: partnerEmail, password: PARTNER_PASSWORD, firstName: 'Pim' });
  await expect(partnerPage.getByTestId('role-badge').first()).toHaveText('Partner');
  await expect(partnerPage.getByTestId('referral-qr')).toBeVisible();
  await partnerPage.getByRole('button', { name: 'Link kopiëren' }).click();
  await expect(partnerPage.getByText('Link gekopieerd', { exact: true })).toBeVisible();
  const link = await partnerPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/\\?ref=${code}$`));

  // 3. A visitor (without JavaScript, so the plain form is used) arrives through the link and requests a demo.
  // An address of its own: the journeys' other form posts from 127.0.0.1 count against its per-IP limit.
  const visitorAddress = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'nl-NL',
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress },
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  expect((await visitor.cookies()).find((cookie) => cookie.name === 'pp_ref')?.value).toBe(code);
  const form = visitorPage.getByRole('form', { name: 'Demo aanvragen' });
  await form.getByLabel('Naam organisatie').fill(organization);
  await form.getByLabel('Voornaam').fill('Vera');
  await form.getByLabel('Achternaam').fill('Verwezen');
  await form.getByLabel('E-mailadres').fill(`vera-${id}@e2e.portiepunt.test`);
  await form.getByLabel('Type instelling').selectOption('care-group');
  await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await form.getByRole('button', { name: 'Demo aanvragen' }).click();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je aanvraag!');
  await visitor.close();
  const leads = await request.get(`/api/protected/admin/contacts?filter=${encodeURIComponent(JSON.stringify({ q: id }))}`, {
    headers: await superadminHeaders(request),
  });
  const [lead] = (await leads.json()) as Record<string, unknown>[];
  expect(lead).toMatchObject({
    organizationName: organization,
    institutionType: 'care-group',
    privacyAccepted: true,
    partnerId: expect.any(String),
  });

  // 4. The superadmin sees the referring partner on the lead and converts it into a Groep customer.
  await page.getByRole('tab', { name: 'Contactaanvragen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts/);
  await searchList(page, id);
  await page.getByRole('row').filter({ hasText: organization }).click();
  await expect(page.getByText(company)).toBeVisible();
  await chooseOption(page, 'Nieuwe status', 'Benaderd');
  await page.getByRole('button', { name: 'Status opslaan' }).click();
  await expect(notification(page)).toHaveText('Status bijgewerkt');
  await page.getByRole('button', { name: 'Omzetten naar organisatie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contactaanvraag omzetten naar organisatie' });
  await chooseOption(page, 'Abonnement', 'Groep');
  // Not built from the organisation's name (Zorggroep Verwezen …): such a first password is refused.
  await dialog.getByRole('radio', { name: 'Met een tijdelijk wachtwoord' }).check();
  await dialog.getByLabel(/^Tijdelijk wachtwoord/).fill('Blauwe-Pollepel-58');
  await dialog.getByRole('button', { name: 'Omzetten', exact: true }).click();
  await expect(notification(page)).toHaveText('Aanvraag omgezet naar organisatie');

  // The customer has in fact been one since before last month: the past the ledger reads.
  const tenants = await request.get(`/api/protected/admin/tenants?filter=${encodeURIComponent(JSON.stringify({ q: id }))}`, {
    headers: await superadminHeaders(request),
  });
  const [tenant] = (await tenants.json()) as { id: string; partnerId: string }[];
  expect(tenant.partnerId).toEqual(expect.any(String));
  await sql(`UPDATE tenant_billing_history SET valid_from = $2 WHERE tenant_id = $1`, [tenant.id, customerSince]);

  // 5. Last month is closed: one line of €8,90 for a full month of Groep, then marked paid.
  await page.getByRole('tab', { name: 'Commissies' }).click();
  await expect(page).toHaveURL(/\/dashboard\/commissions/);
  await page.getByLabel('Maand').fill(month);
  await expect(page).toHaveURL(new RegExp(month));
  await page.getByRole('button', { name: 'Maand afsluiten' }).click();
  await expect(notification(page)).toHaveText('Maand afgesloten');
  const line = page.getByRole('row').filter({ hasText: organization });
  await expect(line).toContainText('€ 8,90');
  await expect(line).toContainText('Afgesloten');
  await line.getByRole('button', { name: 'Markeer als uitbetaald' }).click();
  await page.getByRole('dialog').getByLabel('Referentie').fill(`BANK-${id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Markeer als uitbetaald' }).click();
  await expect(notification(page)).toHaveText('Uitbetaling vastgelegd');
  await expect(line).toContainText('Uitbetaald');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Uitbetalingen als CSV' }).click();
  const payouts = await download;
  expect(payouts.suggestedFilename()).toBe(`commissie-${month}.csv`);
  expect(await readFile((await payouts.path())!, 'utf8')).toContain(`BANK-${id}`);

  // 6. The partner sees the customer and the paid commission, and nothing of anyone else's.
  await partnerPage.reload();
  const referral = partnerPage.getByRole('row').filter({ hasText: organization });
  await expect(referral).toContainText('Klant');
  await expect(referral).toContainText('Groep');
  const commission = partnerPage.getByRole('row').filter({ hasText: label });
  await expect(commission).toContainText('€ 8,90');
  await expect(commission).toContainText('Uitbetaald');
  await expect(partnerPage.getByTestId('total-paid')).toHaveText('€ 8,90');
  await expect(partnerPage.getByRole('row')).toHaveCount(4); // each table: its header and one row
  // The superadmin's partner screens and the portal with its QR code (drawn in the browser) keep to the CSP.
  expect([...violations, ...partnerViolations]).toEqual([]);
  await partnerContext.close();
});
