import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiLogin, createTenant, hoursFromNow, loginAs, unique } from './dashboard-fixtures';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });
// Two sessions (admin and kitchen) log in through the real form.
test.setTimeout(60_000);

test('an admin creates an API key, sees its secret once, and the kitchen sees the portion the key offers', async ({
  page,
  browser,
  request,
}) => {
  const tenant = await createTenant(request, { staffCount: 0 });
  await loginAs(page, tenant.admin);
  await page.getByRole('tab', { name: 'API-sleutels' }).click();
  await page
    .getByRole('link', { name: /Nieuw|Toevoegen|Aanmaken/ })
    .first()
    .click();
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
    data: { title, locationId: tenant.locations[0].id, totalQuantity: 3, availableUntil: hoursFromNow(2), allergensDeclared: true },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  const kitchen = await (await browser.newContext()).newPage();
  await loginAs(kitchen, tenant.kitchen);
  const card = kitchen.getByTestId('portion-card').filter({ hasText: title });
  await expect(card.getByTestId('portion-api-key')).toHaveText('Via API-sleutel Keukensysteem');

  await row.getByRole('button', { name: 'Intrekken' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Bevestigen|Ja|Intrekken/ })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Keukensysteem' })).toHaveCount(0);
  const revoked = await request.get(`/api/protected/tenants/${tenant.tenantId}/portions`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(revoked.status()).toBe(401);
});

test('an admin registers a webhook, sees its secret once, and a local receiver gets a delivery signed with it', async ({
  page,
  request,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body });
      answer.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portiepunt`;
  try {
    const tenant = await createTenant(request, { staffCount: 0 });
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page
      .getByRole('link', { name: /Nieuw|Toevoegen|Aanmaken/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
    await page.getByRole('checkbox', { name: /portion\.created/ }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const dialog = page.getByRole('dialog', { name: /Webhook aangemaakt/ });
    const secret = await dialog.getByRole('textbox', { name: 'Geheim' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await dialog.getByRole('button', { name: 'Klaar' }).click();
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('portion.created');

    const title = `Soep ${unique()}`;
    const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: { title, locationId: tenant.locations[0].id, availableUntil: hoursFromNow(2), allergensDeclared: true },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [{ headers, body }] = received;
    const signed = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
      .digest('base64');
    expect(String(headers['webhook-signature']).split(' ')).toContain(`v1,${signed}`);
    expect(JSON.parse(body)).toMatchObject({ type: 'portion.created', data: { title } });

    // The endpoint's page lists the delivery; switched off, it stays listed as off.
    await row.click();
    await expect(page.getByRole('row').filter({ hasText: 'portion.created' })).toContainText('Bezorgd');
    await page.getByRole('switch', { name: 'Actief' }).uncheck();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Webhook bijgewerkt', { exact: true })).toBeVisible();
  } finally {
    receiver.close();
  }
});
