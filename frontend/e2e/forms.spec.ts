import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, open, superadminHeaders, test } from './support/test';

// One source IP may submit 5 leads per 10 minutes: this run submits 3 valid ones, and its
// failing submissions are stopped by validation (400) before the rate limiter counts them.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const notifications = (page: Page) => page.getByRole('region', { name: /Meldingen/ });
const toastList = (page: Page) => notifications(page).locator('li');

/** Counts the POSTs to a path that the page sends. */
function countPosts(page: Page, path: string) {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === path && posts.push(request.url()));
  return posts;
}

/** The record with this email in a superadmin list: contacts or partner-applications. */
async function stored(request: APIRequestContext, list: 'contacts' | 'partner-applications', email: string) {
  const response = await request.get(`/api/protected/admin/${list}`, { headers: await superadminHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  const records: Record<string, unknown>[] = Array.isArray(body) ? body : (body.data ?? body.items);
  return records.find((record) => record.email === email);
}

/** Lets the test type past the input's maxlength, as a tampered client could, so that the real API answers 400. */
async function dropMaxLength(field: Locator) {
  await field.evaluate((element) => element.removeAttribute('maxlength'));
}

async function chooseOption(page: Page, trigger: Locator, typeAhead: string, expected: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(typeAhead);
  await expect(page.getByRole('option', { name: expected })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText(expected);
}

test.describe('home demo form', () => {
  test('missing required fields bring the "Incomplete gegevens" toast, mark the fields and send nothing', async ({ page }) => {
    const posts = countPosts(page, '/api/contact');
    await open(page, '/#contact');
    const form = page.getByRole('form', { name: 'Demo aanvragen' });
    await form.getByLabel('Naam organisatie').fill('Zorggroep Test');
    await form.getByLabel('E-mailadres').fill('geen-adres');
    await form.getByRole('button', { name: 'Demo aanvragen' }).click();

    await expect(toastList(page)).toHaveCount(1);
    await expect(toastList(page)).toContainText('Incomplete gegevens');
    await expect(toastList(page)).toContainText('Vul alle verplichte velden in en accepteer de voorwaarden.');
    await expect(toastList(page)).toHaveAttribute('data-variant', 'destructive');
    const firstName = form.getByLabel('Voornaam');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Dit veld is verplicht.');
    await expect(form.getByLabel('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Naam organisatie')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('toasts: one at a time, gone after about 5 s, F8 focuses them, a 50 px swipe right dismisses', async ({ page }) => {
    await open(page, '/#contact');
    const submit = page.getByRole('form', { name: 'Demo aanvragen' }).getByRole('button', { name: 'Demo aanvragen' });
    await submit.click();
    await submit.click();
    await expect(toastList(page)).toHaveCount(1);

    const shown = Date.now();
    await expect(toastList(page)).toHaveCount(0, { timeout: 10_000 });
    const visibleFor = Date.now() - shown;
    expect(visibleFor).toBeGreaterThan(4000);
    expect(visibleFor).toBeLessThan(7000);

    await submit.click();
    await expect(toastList(page)).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(notifications(page).locator('ol')).toBeFocused();

    const box = (await toastList(page).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toastList(page)).toHaveCount(0, { timeout: 2000 });
  });

  test('a complete request, entered by keyboard, is stored by the API and clears the form', async ({ page, request }) => {
    const email = `demo-${unique()}@zorggroep-test.nl`;
    await open(page, '/#contact');
    const form = page.getByRole('form', { name: 'Demo aanvragen' });
    await form.getByLabel('Naam organisatie').focus();
    await page.keyboard.type('Zorggroep Lindelaan');
    for (const value of ['Anna', 'de Boer', email, '030 123 45 67']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await chooseOption(page, form.getByLabel('Type instelling'), 'Zorgg', 'Zorggroep');
    await chooseOption(page, form.getByLabel('Aantal locaties'), '2', '2 tot 5 locaties');
    await form.getByLabel('Bericht').fill('Wij willen graag een demo voor drie locaties.');
    await form.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox')).toBeChecked();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    for (const link of ['privacyverklaring', 'algemene voorwaarden']) {
      await page.keyboard.press('Tab');
      await expect(form.getByRole('link', { name: link })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Demo aanvragen' })).toBeFocused();
    await page.keyboard.press('Enter');

    expect((await answer).status()).toBe(201);
    await expect(toastList(page)).toContainText('Demo aanvraag verstuurd!');
    await expect(toastList(page)).toContainText('We nemen binnen 24 uur contact met je op.');
    await expect(form.getByLabel('Naam organisatie')).toHaveValue('');
    await expect(form.getByLabel('E-mailadres')).toHaveValue('');
    await expect(form.getByLabel('Type instelling')).toHaveText('Maak een keuze');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    expect(await stored(request, 'contacts', email)).toMatchObject({
      organizationName: 'Zorggroep Lindelaan',
      firstName: 'Anna',
      lastName: 'de Boer',
      institutionType: 'care-group',
      numberOfLocations: '2-5',
      privacyAccepted: true,
      status: 'new',
    });
  });

  test('an answer other than 2xx brings the "Er ging iets mis" toast and keeps the input', async ({ page }) => {
    await open(page, '/#contact');
    const form = page.getByRole('form', { name: 'Demo aanvragen' });
    const organization = form.getByLabel('Naam organisatie');
    await dropMaxLength(organization);
    await organization.fill('Z'.repeat(101));
    await form.getByLabel('Voornaam').fill('Anna');
    await form.getByLabel('Achternaam').fill('de Boer');
    await form.getByLabel('E-mailadres').fill(`fout-${unique()}@zorggroep-test.nl`);
    await form.getByRole('checkbox').check();
    const answer = page.waitForResponse('**/api/contact');
    await form.getByRole('button', { name: 'Demo aanvragen' }).click();
    expect((await answer).status()).toBe(400);
    await expect(toastList(page)).toContainText('Er ging iets mis');
    await expect(toastList(page)).toContainText('Probeer het later opnieuw of neem direct contact op.');
    await expect(form.getByLabel('Voornaam')).toHaveValue('Anna');
  });

  test('the hidden honeypot field "website" is present but out of reach', async ({ page }) => {
    await open(page, '/#contact');
    const honeypot = page.getByRole('form', { name: 'Demo aanvragen' }).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });
});

test.describe('/contact page', () => {
  test('once the app runs, an empty submit brings the "Incomplete gegevens" toast and the first field; a complete one is stored and answered with the success alert', async ({
    page,
    request,
  }) => {
    const posts = countPosts(page, '/api/contact');
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Verstuur aanvraag' });
    const submit = form.getByRole('button', { name: 'Verstuur aanvraag' });
    // The browser's own check is for the moments before the app loads; from then on the app answers in its words.
    await expect(form).toHaveAttribute('novalidate', '');
    await submit.click();
    await expect(toastList(page)).toContainText('Incomplete gegevens');
    await expect(toastList(page)).toContainText('Vul alle verplichte velden in en accepteer de voorwaarden.');
    await expect(form.getByLabel('Naam organisatie')).toBeFocused();
    await expect(form.getByLabel('Naam organisatie')).toHaveAccessibleDescription('Dit veld is verplicht.');
    await expect(form.getByLabel('Type instelling')).toHaveAttribute('aria-invalid', 'true');

    const email = `contact-${unique()}@rusthuis-test.be`;
    await form.getByLabel('Naam organisatie').fill('Rusthuis De Wilg');
    await form.getByLabel('Voornaam').fill('Joris');
    await form.getByLabel('Achternaam').fill('Peeters');
    await form.getByLabel('E-mailadres').fill(email);
    await submit.click();
    expect(posts).toEqual([]);
    await chooseOption(page, form.getByLabel('Type instelling'), 'Rus', 'Rusthuis of woonzorgcentrum');
    await chooseOption(page, form.getByLabel('Aantal locaties'), '4', '4 tot 10 locaties');
    await submit.click();
    expect(posts).toEqual([]);
    await form.getByRole('checkbox').check();
    await submit.click();

    await expect(form.getByRole('status')).toHaveText('Bedankt voor je bericht! We nemen binnen 24 uur contact op.');
    await expect(form.getByLabel('Naam organisatie')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    expect(posts).toHaveLength(1);
    expect(await stored(request, 'contacts', email)).toMatchObject({
      organizationName: 'Rusthuis De Wilg',
      institutionType: 'rusthuis',
      numberOfLocations: '4-10',
    });
  });

  test('a failed request shows the failure alert', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Verstuur aanvraag' });
    const lastName = form.getByLabel('Achternaam');
    await dropMaxLength(lastName);
    await form.getByLabel('Naam organisatie').fill('Rusthuis De Wilg');
    await form.getByLabel('Voornaam').fill('Joris');
    await lastName.fill('P'.repeat(101));
    await form.getByLabel('E-mailadres').fill(`fout-${unique()}@rusthuis-test.be`);
    await chooseOption(page, form.getByLabel('Type instelling'), 'Zie', 'Ziekenhuis');
    await chooseOption(page, form.getByLabel('Aantal locaties'), '1', '1 locatie');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expect(form.getByRole('alert')).toHaveText('Er is iets misgegaan. Probeer het opnieuw.');
    await expect(form.getByLabel('Voornaam')).toHaveValue('Joris');
  });
});

test.describe('partner form', () => {
  async function fillPartner(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'Aanmelding versturen' });
    await form.getByLabel('Voornaam').fill('Pieter');
    await form.getByLabel('Achternaam').fill('Jansen');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Telefoonnummer').fill('06 12345678');
    await form.getByLabel('Bedrijf').fill('Jansen Facility Advies');
    await form.getByLabel('Huidige functie').fill('Zelfstandig adviseur');
    await form.getByLabel('Relevante ervaring').fill('Twaalf jaar facilitair adviseur in de ouderenzorg.');
    await form.getByLabel('Je netwerk').fill('Zorggroepen en woonzorgcentra in Noord-Brabant.');
    await form.getByLabel('Motivatie').fill('Ik zie dagelijks hoeveel eten er overblijft.');
    return form;
  }

  test('required fields are marked with * and the textareas have 4 rows', async ({ page }) => {
    await open(page, '/partners');
    const form = page.getByRole('form', { name: 'Aanmelding versturen' });
    for (const label of ['Voornaam', 'Achternaam', 'E-mailadres', 'Huidige functie', 'Relevante ervaring', 'Je netwerk', 'Motivatie']) {
      await expect(form.locator('label', { hasText: label })).toContainText('*');
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    for (const label of ['Telefoonnummer', 'Bedrijf']) await expect(form.locator('label', { hasText: label })).not.toContainText('*');
    await expect(form.getByRole('checkbox')).toHaveAttribute('aria-required', 'true');
    await expect(form.locator('textarea[rows="4"]')).toHaveCount(3);
  });

  test('an empty submit brings the "Incomplete gegevens" toast and focuses the first field, sending nothing', async ({ page }) => {
    const posts = countPosts(page, '/api/partners/applications');
    await open(page, '/partners');
    const form = page.getByRole('form', { name: 'Aanmelding versturen' });
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();
    await expect(toastList(page)).toContainText('Incomplete gegevens');
    await expect(toastList(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Voornaam')).toBeFocused();
    await expect(form.getByLabel('Motivatie')).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(posts).toEqual([]);
  });

  test('without consent it shows the destructive "Privacyverklaring vereist" toast and sends nothing', async ({ page }) => {
    const posts = countPosts(page, '/api/partners/applications');
    await open(page, '/partners');
    const form = await fillPartner(page, `partner-${unique()}@advies-test.nl`);
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();
    await expect(toastList(page)).toContainText('Privacyverklaring vereist');
    await expect(toastList(page)).toContainText('Je moet akkoord gaan met de privacyverklaring en voorwaarden.');
    await expect(toastList(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Voornaam')).toHaveValue('Pieter');
    expect(posts).toEqual([]);
  });

  test('with consent it is stored, promises contact within 2 working days and resets every field', async ({ page, request }) => {
    await open(page, '/partners');
    const email = `partner-${unique()}@advies-test.nl`;
    const form = await fillPartner(page, email);
    await form.getByRole('checkbox').check();
    const answer = page.waitForResponse('**/api/partners/applications');
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();
    expect((await answer).status()).toBe(201);
    await expect(toastList(page)).toContainText('binnen 2 werkdagen');
    for (const label of [
      'Voornaam',
      'Achternaam',
      'E-mailadres',
      'Telefoonnummer',
      'Bedrijf',
      'Huidige functie',
      'Relevante ervaring',
      'Je netwerk',
      'Motivatie',
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    expect(await stored(request, 'partner-applications', email)).toMatchObject({
      firstName: 'Pieter',
      company: 'Jansen Facility Advies',
      role: 'Zelfstandig adviseur',
      motivation: 'Ik zie dagelijks hoeveel eten er overblijft.',
    });
  });

  test('a failed application brings the "Er ging iets mis" toast', async ({ page }) => {
    await open(page, '/partners');
    const form = await fillPartner(page, `partner-${unique()}@advies-test.nl`);
    const motivation = form.getByLabel('Motivatie');
    await dropMaxLength(motivation);
    await motivation.fill('m'.repeat(2001));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();
    await expect(toastList(page)).toContainText('Er ging iets mis');
    await expect(form.getByLabel('Voornaam')).toHaveValue('Pieter');
  });

  test('the consent line links to /privacy and /voorwaarden', async ({ page }) => {
    await open(page, '/partners');
    const form = page.getByRole('form', { name: 'Aanmelding versturen' });
    await expect(form.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy');
    await expect(form.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/voorwaarden');
  });
});
