import { expect, test } from './support/test';

// A complete home request without JavaScript is stored in the partner journey (partner-journey.spec.ts), which keeps
// the run within the rate limit of 5 leads per address in 10 minutes; nothing here is stored.
test.describe('the public forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
