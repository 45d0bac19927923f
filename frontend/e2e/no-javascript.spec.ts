import { expect, superadminHeaders, test } from './support/test';

// Counts against the rate limit of 5 leads per address in 10 minutes: one stored request here.
test.describe('the public forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home demo form is in the HTML; a complete request is stored and lands on /bedankt', async ({ page, request }) => {
    const email = `zonderjs-${Date.now()}@zorggroep.nl`;
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Demo aanvragen' });
    await form.getByLabel('Naam organisatie').fill('Zorggroep Zonder Script');
    await form.getByLabel('Voornaam').fill('Nina');
    await form.getByLabel('Achternaam').fill('Noscript');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Type instelling').selectOption('care-group');
    await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await form.getByRole('button', { name: 'Demo aanvragen' }).click();

    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je aanvraag!');
    const list = await request.get(`/api/protected/admin/contacts?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, {
      headers: await superadminHeaders(request),
    });
    const [stored] = await list.json();
    expect(stored).toMatchObject({ email, organizationName: 'Zorggroep Zonder Script', institutionType: 'care-group', privacyAccepted: true });
  });

  test('the browser itself blocks an incomplete home request', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Demo aanvragen' });
    await form.getByRole('button', { name: 'Demo aanvragen' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    expect(await form.getByLabel('Naam organisatie').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });

  test('a partner application without consent comes back to the form with the missing consent shown', async ({ page }) => {
    await page.goto('/partners');
    const form = page.getByRole('form', { name: 'Aanmelding versturen' });
    await expect(form.getByRole('alert')).toBeHidden();
    for (const [label, value] of [
      ['Voornaam', 'Piet'],
      ['Achternaam', 'Partner'],
      ['E-mailadres', `piet-${Date.now()}@advies.nl`],
      ['Huidige functie', 'Adviseur'],
      ['Relevante ervaring', 'Tien jaar.'],
      ['Je netwerk', 'Zorgkeukens.'],
      ['Motivatie', 'Minder verspilling.'],
    ]) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();

    await expect(page).toHaveURL(/\/partners\?fout=privacyAccepted#partner-form$/);
    const alert = page.getByRole('form', { name: 'Aanmelding versturen' }).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('listitem')).toHaveText(['Akkoord met de privacyverklaring en voorwaarden']);
  });
});
