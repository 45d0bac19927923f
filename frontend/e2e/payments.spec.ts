import type { APIRequestContext, Browser } from '@playwright/test';
import { apiLogin, createTenant, loginAs, offerPortion, type Person, type TestTenant } from './dashboard-fixtures';
import { expect, test } from './support/test';

/** The organisation pays online through the fake Mollie that global-setup started (the key it made for the run). */
async function goOnline(request: APIRequestContext, tenant: TestTenant) {
  const response = await request.put(`/api/protected/tenants/${tenant.tenantId}/payments`, {
    headers: await apiLogin(request, tenant.admin),
    data: { mode: 'online', mollieApiKey: process.env.E2E_MOLLIE_KEY, methods: ['ideal', 'bancontact', 'voucher'], vatPercent: 9 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const offer = (request: APIRequestContext, tenant: TestTenant, title: string) => offerPortion(request, tenant, { title, priceCents: 350 });

/** A phone that also opens the fake Mollie's checkout, which serves a certificate the tests made. */
async function phone(browser: Browser, baseURL: string, who: Person) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'nl-NL', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await loginAs(page, who);
  return { context, page };
}

test.describe('paying for a portion online (fake Mollie)', () => {
  test('a staff member reserves, pays at the checkout, comes back and sees the pick-up code; another cancels and the portion is free again', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 2 });
    await goOnline(request, tenant);
    await offer(request, tenant, 'Stamppot boerenkool');
    const [payer, canceller] = tenant.staff;

    const { context, page } = await phone(browser, baseURL!, payer);
    const meal = page.locator('[data-testid="meal-card"]').filter({ hasText: 'Stamppot boerenkool' });
    await meal.getByRole('button', { name: 'Reserveer' }).click();
    await expect(page).toHaveURL(/\/checkout\/tr_/);
    await expect(page.getByText('€ 3.50')).toBeVisible();
    await page.getByRole('button', { name: 'Betalen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/betaling\//);
    await expect(page.getByTestId('payment-outcome')).toHaveText('Betaald');
    await expect(page.getByTestId('pickup-code')).toHaveText(/^[2-9A-Z]{4}$/);
    await expect(page.getByTestId('payment-line')).toContainText('3,50');
    await page.screenshot({ path: test.info().outputPath('payment-paid-375.png'), fullPage: true });
    await context.close();

    // The portion was the only one: a second portion for the other colleague, who cancels at the checkout.
    await offer(request, tenant, 'Erwtensoep');
    const other = await phone(browser, baseURL!, canceller);
    const soup = other.page.locator('[data-testid="meal-card"]').filter({ hasText: 'Erwtensoep' });
    await soup.getByRole('button', { name: 'Reserveer' }).click();
    await expect(other.page).toHaveURL(/\/checkout\/tr_/);
    await other.page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(other.page.getByTestId('payment-outcome')).toHaveText('Niet betaald — opnieuw proberen');
    await other.page.screenshot({ path: test.info().outputPath('payment-not-paid-375.png'), fullPage: true });
    await other.page.getByRole('link', { name: 'Naar mijn reserveringen' }).click();
    await expect(soup.getByRole('button', { name: 'Reserveer' })).toBeEnabled();
    await other.context.close();
  });

  test("the admin's screens: payment settings, the payments list and the settlement showing what was paid online, at three widths", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 1 });
    await goOnline(request, tenant);
    await offer(request, tenant, 'Hutspot');
    const [payer] = tenant.staff;

    const { context, page: payerPage } = await phone(browser, baseURL!, payer);
    await payerPage.locator('[data-testid="meal-card"]').filter({ hasText: 'Hutspot' }).getByRole('button', { name: 'Reserveer' }).click();
    await payerPage.getByRole('button', { name: 'Betalen' }).click();
    await expect(payerPage.getByTestId('payment-outcome')).toHaveText('Betaald');
    await context.close();
    const mine = await request.get('/api/protected/reservations', { headers: await apiLogin(request, payer) });
    const [reservation] = (await mine.json()) as { id: string }[];
    const pickedUp = await request.patch(`/api/protected/reservations/${reservation.id}/status`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: { status: 'picked_up' },
    });
    expect(pickedUp.status(), await pickedUp.text()).toBe(200);

    await loginAs(page, tenant.admin);
    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/betalen');
      await expect(page.getByText('Betaalinstellingen').first()).toBeVisible();
      // The settings are reached from the payments tab, which stays marked.
      await expect(page.getByRole('tab', { name: 'Betalingen' })).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: test.info().outputPath(`payment-settings-${width}.png`), fullPage: true });
      await page.goto('/dashboard/payments');
      // On a phone the list keeps person, amount and status; wider, the portion too.
      const paidRow = page.getByRole('row').filter({ hasText: `${payer.firstName} ${payer.lastName}` });
      await expect(paidRow).toContainText('Betaald');
      if (width > 375) await expect(paidRow).toContainText('Hutspot');
      await page.screenshot({ path: test.info().outputPath(`payments-list-${width}.png`), fullPage: true });
      await page.goto('/dashboard/prijzen');
      const row = page.getByTestId('settlement-table').getByRole('row').nth(1);
      await expect(row).toContainText(`${payer.firstName} ${payer.lastName}`);
      await expect(row).toContainText('€ 3,50');
      await expect(page.getByTestId('settlement-open-total')).toHaveText('€ 0,00');
      await page.screenshot({ path: test.info().outputPath(`settlement-${width}.png`), fullPage: true });
    }
  });
});
