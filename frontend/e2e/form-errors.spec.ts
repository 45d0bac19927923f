import type { Page } from '@playwright/test';
import { inPageOrder, problemsOf, revealField } from '../src/ui/form-errors';
import { colleague, createTenant } from './dashboard-fixtures';
import { expect, layoutScreenshot, test } from './support/test';

const PHONE = { width: 375, height: 812 };

/** Runs one of the helper's DOM functions in the page, as the app would. */
const inPage = (page: Page, fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`);

test.describe('the form helper', () => {
  test('problemsOf lists every field with a message of a react-hook-form error tree, array items by their path', () => {
    const errors = {
      email: { type: 'required', message: 'Vul het e-mailadres in.' },
      roleRules: [undefined, { claim: { type: 'required', message: { message: 'ra.validation.required', args: {} } } }],
      domains: { type: 'validate', message: 'Voeg ten minste één domein toe.' },
      silent: { type: 'validate', message: '' },
      root: { type: 'server', message: 'not a field' },
    };
    const problems = problemsOf(
      errors,
      (message) => (typeof message === 'string' ? message : 'vertaald'),
      (name) => `form-${name}`,
    );
    expect(problems).toEqual([
      { id: 'form-email', source: 'email', message: 'Vul het e-mailadres in.' },
      { id: 'form-roleRules.1.claim', source: 'roleRules.1.claim', message: 'vertaald' },
      { id: 'form-domains', source: 'domains', message: 'Voeg ten minste één domein toe.' },
    ]);
  });

  test('inPageOrder puts the problems in the order of their fields on the page, those without a field last', async ({ page }) => {
    await page.setContent('<form><input id="b"><fieldset id="a" tabindex="-1"></fieldset><div><input id="c"></div></form>');
    const order = await inPage(page, inPageOrder, [{ id: 'c' }, { id: 'gone' }, { id: 'a' }, { id: 'b' }]);
    expect((order as { id: string }[]).map((problem) => problem.id)).toEqual(['b', 'a', 'c', 'gone']);
  });

  test('revealField scrolls a field far below into the screen and focuses it; an absent field changes nothing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.setContent('<input id="top"><div style="height: 3000px"></div><fieldset id="far" tabindex="-1"><input></fieldset>');
    await page.locator('#top').focus();
    expect(await inPage(page, revealField, 'absent')).toBe(false);
    await expect(page.locator('#top')).toBeFocused();
    expect(await inPage(page, revealField, 'far')).toBe(true);
    await expect(page.locator('#far')).toBeFocused();
    await expect(page.locator('#far')).toBeInViewport();
  });
});

test.describe('forms show where they fail', () => {
  test('the kitchen submits an incomplete form on a phone and lands on the first error; the summary links each error to its field', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const { context, page } = await colleague(browser, baseURL!, tenant.kitchen, PHONE);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });

    // On a phone the form is about two screens tall before "Meer details" (weight, preparation, storage, ingredients).
    const more = form.getByRole('button', { name: /^Meer details/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(form.getByLabel('Ingrediënten')).toBeHidden();
    const above = await more.evaluate((button) => button.getBoundingClientRect().top - button.closest('form')!.getBoundingClientRect().top);
    expect(above).toBeLessThanOrEqual(2 * PHONE.height);
    // The price's placeholder ("Leeg: standaardprijs") fits its field beside the quantity.
    const price = form.getByLabel('Prijs per portie (€)');
    await expect(price).toHaveAttribute('placeholder', 'Leeg: standaardprijs');
    const room = await price.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);

    // Title and location given; the allergen question unanswered and the ingredients too long (under "Meer details").
    await form.getByLabel('Titel').fill('Lasagne');
    await form.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: tenant.locations[0].name }).click();
    await more.click();
    await form.getByLabel('Ingrediënten').fill('pasta, '.repeat(150));
    await more.click();
    await form.getByRole('button', { name: 'Portie opslaan' }).click();

    const allergens = form.getByTestId('allergen-fieldset');
    await expect(allergens).toBeFocused();
    await expect(allergens).toBeInViewport();
    // A problem under "Meer details" opens it.
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const summary = form.getByTestId('error-summary');
    await expect(summary.getByRole('alert')).toHaveText('Vul alle verplichte velden in.');
    await expect(summary.getByRole('link')).toHaveText([
      'Kies de allergenen, of bevestig dat de portie geen van de 14 allergenen bevat.',
      'De ingrediëntenlijst mag hooguit 1000 tekens hebben.',
    ]);
    await layoutScreenshot(page, 'test-results/form-errors-kitchen-375.png');
    await summary.getByRole('link', { name: /ingrediëntenlijst/ }).click();
    await expect(form.getByLabel('Ingrediënten')).toBeFocused();
    await expect(form.getByLabel('Ingrediënten')).toBeInViewport();

    // From 640 px on the summary says only what the specification asks; each field is in view with its message beside it.
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.getByRole('button', { name: 'Portie opslaan' }).click();
      await expect(allergens).toBeFocused();
      await expect(summary.getByRole('alert')).toBeVisible();
      await expect(summary.locator('ul')).toBeHidden();
      await layoutScreenshot(page, `test-results/form-errors-kitchen-${width}.png`);
    }
    await context.close();
  });

  test('"Meer details" stays as the kitchen left it, on this device', async ({ browser, baseURL, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const { context, page } = await colleague(browser, baseURL!, tenant.kitchen, PHONE);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByRole('button', { name: /^Meer details/ }).click();
    await expect(form.getByLabel('Ingrediënten')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    await expect(form.getByRole('button', { name: /^Meer details/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByLabel('Ingrediënten')).toBeVisible();
    await context.close();
  });

  test("the admin's add-user form on a phone: a summary of what each field misses, the first field focused", async ({
    browser,
    baseURL,
    request,
  }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const { context, page } = await colleague(browser, baseURL!, tenant.admin, PHONE);
    await page.goto('/dashboard/users/create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toContainText('Vul alle velden in.');
    await expect(summary.getByRole('link')).toHaveText([
      'Vul het e-mailadres in.',
      'Vul de voornaam in.',
      'Vul de achternaam in.',
      'Kies een rol.',
    ]);
    await expect(page.getByRole('textbox', { name: 'E-mailadres', exact: true })).toBeFocused();
    await summary.getByRole('link', { name: 'Vul de achternaam in.' }).click();
    await expect(page.getByRole('textbox', { name: 'Achternaam', exact: true })).toBeFocused();
    await layoutScreenshot(page, 'test-results/form-errors-add-user-375.png');
    await context.close();
  });

  test('the SSO form says that at least one domain is needed', async ({ browser, baseURL, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const { context, page } = await colleague(browser, baseURL!, tenant.admin, PHONE);
    await page.goto('/dashboard/sso');
    await page.getByRole('textbox', { name: 'Issuer', exact: false }).first().fill('https://login.example.test');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link')).toContainText([/^Client-ID: /, /ten minste één domein/]);
    await summary.getByRole('link', { name: /ten minste één domein/ }).click();
    await expect(page.getByRole('combobox', { name: /E-maildomeinen/ })).toBeFocused();
    await layoutScreenshot(page, 'test-results/form-errors-sso-375.png');
    await context.close();
  });
});
