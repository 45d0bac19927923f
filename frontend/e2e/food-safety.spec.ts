import type { APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiLogin, colleague, createTenant, hoursFromNow, localDateTime, loginAs, type TestTenant } from './dashboard-fixtures';
import { expect, test } from './support/test';

/** The text of every page of a PDF, as pdf.js reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A tenant whose admin turned temperatuurregistratie on, with the default limits (60 °C, 7 °C, 5 h, 3 h). */
async function tenantWithRegistration(request: APIRequestContext): Promise<TestTenant> {
  const tenant = await createTenant(request);
  const turnedOn = await request.put(`/api/protected/tenants/${tenant.tenantId}/settings`, {
    headers: await apiLogin(request, tenant.admin),
    data: { foodSafety: { enabled: true } },
  });
  expect(turnedOn.status(), await turnedOn.text()).toBe(200);
  return tenant;
}

/** A hot portion put out at `temperatureC`, offered through the API by the kitchen. */
async function hotPortion(request: APIRequestContext, tenant: TestTenant, title: string, temperatureC: number): Promise<string> {
  const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
    headers: await apiLogin(request, tenant.kitchen),
    data: {
      title,
      locationId: tenant.locations[0].id,
      totalQuantity: 4,
      availableUntil: hoursFromNow(2),
      allergensDeclared: true,
      storage: 'hot',
      temperatureC,
      iddsiLevel: 5,
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  return ((await offered.json()) as { id: string }).id;
}

test.describe('food safety', () => {
  test('the cook offers a hot dish with its core temperature on a phone; too cold is refused with the rule', async ({ page, request }) => {
    const tenant = await tenantWithRegistration(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByLabel('Titel').fill('Stoofvlees met puree');
    await form.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: tenant.locations[0].name }).click();
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(2));
    await form.getByRole('checkbox', { name: 'Deze portie bevat geen van de 14 allergenen' }).check();
    await expect(form.getByText(/Kies bij Bewaring/)).toBeVisible();
    await form.getByRole('button', { name: /^Meer details/ }).click();
    await form.getByRole('radio', { name: 'Warm gehouden (≥ 60 °C)' }).check();
    await form.getByRole('combobox', { name: 'Textuur (IDDSI-niveau)' }).click();
    await page.getByRole('option', { name: 'IDDSI 5 · Fijngemalen en smeuïg' }).click();

    const temperature = form.getByLabel('Kerntemperatuur (°C)');
    await temperature.fill('55,0');
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    // The server refuses; its rule and the measured value land on the field, and nothing is stored.
    await expect(temperature).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByTestId('food-safety-section').getByText('Warm gehouden eten moet minstens 60 °C zijn; gemeten: 55 °C.'),
    ).toBeVisible();

    await temperature.fill('72,5');
    await expect(temperature).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    const card = page.getByTestId('portion-card').filter({ hasText: 'Stoofvlees met puree' });
    await expect(card.getByTestId('last-temperature')).toContainText('Laatste meting: 72,5 °C');
    await expect(card.getByTestId('iddsi-level')).toContainText('IDDSI 5 · Fijngemalen en smeuïg');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('a check below 60 °C withdraws the portion, and the staff member’s reservation says why', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const tenant = await tenantWithRegistration(request);
    const id = await hotPortion(request, tenant, 'Kippensoep', 68);
    const reserved = await request.post('/api/protected/reservations', {
      headers: await apiLogin(request, tenant.staff[0]),
      data: { portionId: id, quantity: 1 },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);

    const staff = await colleague(browser, baseURL!, tenant.staff[0]);
    await expect(staff.page.getByTestId('meal-card').filter({ hasText: 'Kippensoep' }).getByTestId('iddsi-level')).toHaveText(
      'IDDSI-niveau: IDDSI 5 · Fijngemalen en smeuïg',
    );
    await staff.page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    const reservation = staff.page.getByTestId('reservation-card').filter({ hasText: 'Kippensoep' });
    await expect(reservation.getByTestId('iddsi-level')).toContainText('IDDSI 5');

    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    const card = page.getByTestId('portion-card').filter({ hasText: 'Kippensoep' });
    await card.getByRole('button', { name: 'Temperatuur meten: Kippensoep' }).click();
    await card.getByLabel('Kerntemperatuur (°C)').fill('56,5');
    await card.getByRole('button', { name: 'Opslaan' }).click();

    const ended = page.getByTestId('portion-card').filter({ hasText: 'Kippensoep' }).getByTestId('ended-reason');
    await page.getByTestId('ended-portions').locator('summary').click();
    await expect(ended).toHaveText('Teruggetrokken wegens de temperatuur: laatste meting 56,5 °C.');

    // The staff member's open page learns it live.
    await expect(reservation.getByTestId('cancelled-reason')).toHaveText(
      'Geannuleerd door de keuken: de temperatuur van dit gerecht was niet meer veilig.',
    );
    await staff.context.close();
  });

  test('the counter records a temperature at hand-over on a phone: too cold is handed over with a warning, and the log shows it', async ({
    page,
    request,
  }) => {
    const tenant = await tenantWithRegistration(request);
    const id = await hotPortion(request, tenant, 'Goulash', 72);
    const reserved = await request.post('/api/protected/reservations', {
      headers: await apiLogin(request, tenant.staff[0]),
      data: { portionId: id, quantity: 1 },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    const { pickupCode } = (await reserved.json()) as { pickupCode: string };

    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.goto('/dashboard/balie');
    const temperature = page.getByLabel('Temperatuur bij meegeven (°C)');
    await temperature.fill('warm');
    await expect(page.getByText('Vul een temperatuur in van −30 tot 110 °C, met hooguit één decimaal.')).toBeVisible();
    await temperature.fill('55,5');
    await page
      .locator(`[data-testid="counter-reservation"][data-code="${pickupCode}"]`)
      .getByRole('button', { name: 'Meegegeven', exact: true })
      .click();
    // The hand-over goes after the counter's 10 s undo window.
    await expect(page.getByTestId('counter-temperature-warning')).toHaveText(
      '55,5 °C gemeten bij meegeven van Goulash: buiten de grens (warm: minstens 60 °C). Meegegeven en vastgelegd. Meet de rest met "Temperatuur meten" op de portie.',
      { timeout: 20_000 },
    );
    await expect(temperature).toHaveValue('');

    await page.goto(`/dashboard/temperatuurlog?locatie=${tenant.locations[0].id}`);
    await expect(page.getByText('Bij overhandiging')).toBeVisible();
    await expect(page.getByText('55,5 °C')).toBeVisible();
  });

  test('the admin opens the day’s log and prints it to PDF', async ({ page, request }) => {
    const tenant = await tenantWithRegistration(request);
    const id = await hotPortion(request, tenant, 'Hachee', 71.5);
    const checked = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/temperature-checks`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: { temperatureC: 64 },
    });
    expect(checked.status(), await checked.text()).toBe(201);

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Voedselveiligheid' }).click();
    await expect(page.getByRole('switch', { name: 'Temperatuurregistratie aan' })).toBeChecked();
    await page.getByRole('link', { name: 'Temperatuurlog openen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Temperatuurregistratie' })).toBeVisible();
    const batch = page.getByTestId('log-batch').filter({ hasText: 'Hachee' });
    await expect(batch.getByTestId('log-entry')).toHaveCount(2);
    await expect(batch).toContainText('71,5 °C');
    await expect(batch).toContainText('64,0 °C');
    await expect(batch).toContainText(tenant.kitchen.firstName);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeHidden();
    const text = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    expect(text).toContain('Temperatuurregistratie');
    expect(text).toContain('Hachee');
    expect(text).toContain('71,5 °C');
    expect(text).toContain('64,0 °C');
    expect(text).not.toContain('CSV downloaden');
  });
});
