import { createTenant, hoursFromNow, loginAs, unique } from './dashboard-fixtures';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });
// Two sessions (admin and kitchen) log in through the real form.
test.setTimeout(60_000);

test('an admin creates an API key, sees its secret once, and the kitchen sees the portion the key offers', async ({ page, browser, request }) => {
  const tenant = await createTenant(request);
  await loginAs(page, tenant.admin);
  await page.getByRole('tab', { name: 'API-sleutels' }).click();
  await page.getByRole('link', { name: /Nieuw|Toevoegen|Aanmaken/ }).first().click();
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Keukensysteem');
  await page.getByRole('checkbox', { name: /portions:write/ }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();

  const dialog = page.getByRole('dialog', { name: 'API-sleutel aangemaakt' });
  const secret = await dialog.getByRole('textbox', { name: 'Geheim' }).inputValue();
  expect(secret).toMatch(/^pp_live_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Klaar' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Keukensysteem' });
  await expect(row).toContainText(secret.slice(0, 14));
  await expect(page.getByText(secret)).toHaveCount(0);

  const title = `Soep ${unique()}`;
  const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { title, locationId: tenant.locations[0].id, totalQuantity: 3, availableUntil: hoursFromNow(2) },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  const kitchen = await (await browser.newContext()).newPage();
  await loginAs(kitchen, tenant.kitchen);
  const card = kitchen.getByTestId('portion-card').filter({ hasText: title });
  await expect(card.getByTestId('portion-api-key')).toHaveText('Via API-sleutel Keukensysteem');

  await row.getByRole('button', { name: 'Intrekken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Bevestigen|Ja|Intrekken/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Keukensysteem' })).toHaveCount(0);
  const revoked = await request.get(`/api/protected/tenants/${tenant.tenantId}/portions`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(revoked.status()).toBe(401);
});
