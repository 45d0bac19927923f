import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, colleague, createTenant, loginAs, offerPortion, type Person, type TestTenant, toast } from './dashboard-fixtures';
import { expect, superadminHeaders, SUPERADMIN, test } from './support/test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const offer = (request: APIRequestContext, tenant: TestTenant, locationIndex: number, totalQuantity: number, extra = {}) =>
  offerPortion(request, tenant, {
    title: `Stamppot ${locationIndex}`,
    locationId: tenant.locations[locationIndex].id,
    totalQuantity,
    ...extra,
  });

/** Reserves `quantity` as `who` and, unless told otherwise, picks it up. */
async function reserveAndPickUp(request: APIRequestContext, who: Person, portionId: string, quantity: number, pickUp = true) {
  const headers = await apiLogin(request, who);
  const reserved = await request.post('/api/protected/reservations', { headers, data: { portionId, quantity } });
  expect(reserved.status(), await reserved.text()).toBe(201);
  if (!pickUp) return;
  const { id } = await reserved.json();
  const picked = await request.patch(`/api/protected/reservations/${id}/status`, { headers, data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
}

/** The cells of every row of a table, header first, as the user reads them. */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));

/** A day's or week's CSV row: its ISO date (with the year) where the table shows a short label, then the same cells. */
function expectDatedRows(csv: string[][], shown: string[][]) {
  expect(csv[0]).toEqual(shown[0]);
  expect(csv.slice(1).map(([date]) => date)).toEqual(shown.slice(1).map(() => expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)));
  expect(csv.map((row) => row.slice(1))).toEqual(shown.map((row) => row.slice(1)));
}

async function expectNoHorizontalOverflow(page: Page, path: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ path, overflow }).toEqual({ path, overflow: 0 });
}

test.describe('admin insights', () => {
  test('analytics per location and with a location filter; the CSV export holds exactly the rows shown', async ({ page, request }) => {
    test.slow(); // Three views, each exported, on a shared two-core machine.
    const tenant = await createTenant(request, { locations: ['Hoofdgebouw', 'Paviljoen'], staffCount: 2 });
    const main = await offer(request, tenant, 0, 4);
    const pavilion = await offer(request, tenant, 1, 6);
    await reserveAndPickUp(request, tenant.staff[0], main.id, 1);
    await reserveAndPickUp(request, tenant.staff[0], pavilion.id, 2);
    await reserveAndPickUp(request, tenant.staff[1], pavilion.id, 1, false);

    await page.setViewportSize(DESKTOP);
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Analyse' }).click();
    const table = page.getByTestId('analytics-table');
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/\d+ \w+/, '10', '4', '3', '0', '30', '7,5']);

    // Only the pavilion: its own numbers, in the table and in the CSV.
    await page.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: 'Paviljoen' }).click();
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/\d+ \w+/, '6', '3', '2', '0', '33', '5']);
    const shown = await tableCells(table);
    expect(shown).toHaveLength(13);
    const weekly = await downloadedText(page, () => page.getByRole('button', { name: 'Exporteren als CSV' }).first().click());
    expect(weekly.name).toBe('portiepunt-analyse-per-week-Paviljoen.csv');
    expectDatedRows(csvRows(weekly.text), shown);

    // Per day, still filtered.
    await page.getByRole('button', { name: 'Per dag' }).click();
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/\d+ \w+/, '6', '3', '2', '0', '33', '5']);
    await expect(table.getByRole('row')).toHaveCount(31);
    const daily = await downloadedText(page, () => page.getByRole('button', { name: 'Exporteren als CSV' }).first().click());
    expectDatedRows(csvRows(daily.text), await tableCells(table));

    // Per location: one row each, adding up to the totals above.
    await page.getByRole('button', { name: 'Per locatie' }).click();
    await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveCount(0);
    const perLocation = [
      ['Locatie', 'Aangeboden', 'Gereserveerd', 'Opgehaald', 'Niet opgehaald', 'Minder verspilling (%)', 'CO2e bespaard (kg)'],
      ['Hoofdgebouw', '4', '1', '1', '0', '25', '2,5'],
      ['Paviljoen', '6', '3', '2', '0', '33', '5'],
    ];
    await expect(table.getByRole('row')).toHaveCount(3);
    expect(await tableCells(table)).toEqual(perLocation);
    const locations = await downloadedText(page, () => page.getByRole('button', { name: 'Exporteren als CSV' }).first().click());
    expect(locations.name).toBe('portiepunt-analyse-per-locatie.csv');
    expect(csvRows(locations.text)).toEqual(perLocation);
  });

  test('admin and superadmin screens at 375 px: nothing wider than the screen, tabs scroll, the add button covers nothing', async ({
    page,
    request,
  }) => {
    test.slow(); // Every admin screen and four superadmin screens, with a second login.
    const tenant = await createTenant(request, { locations: ['Hoofdgebouw met een heel lange naam voor een smal scherm'] });
    await page.setViewportSize(PHONE);
    await loginAs(page, tenant.admin);
    const tabs = page.getByRole('tablist', { name: 'Beheer' });
    // Every tab of ADMIN_TABS (waste, food safety, payments and settings among them); the loop below walks the screens that existed before them.
    await expect(tabs.getByRole('tab')).toHaveCount(14);
    for (const [tab, path] of [
      ['Overzicht', '/dashboard'],
      ['Gebruikers', '/dashboard/users'],
      ['Locaties', '/dashboard/locations'],
      ['Instellingen', '/dashboard/instellingen'],
      ['Analyse', '/dashboard/analyse'],
      ['API-sleutels', '/dashboard/api-keys'],
      ['Webhooks', '/dashboard/webhooks'],
      ['Prijzen', '/dashboard/prijzen'],
      ['Logboek', '/dashboard/audit'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('#react-admin-title')).not.toBeEmpty();
      await expectNoHorizontalOverflow(page, path);
    }

    await tabs.getByRole('tab', { name: 'Gebruikers' }).click();
    const add = page.getByRole('link', { name: 'Toevoegen' });
    await expect(add).toBeVisible();
    expect(await add.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    await page.getByRole('row').filter({ hasText: tenant.kitchen.email }).click();
    await expect(page.locator('#react-admin-title')).toHaveText(`Gebruiker ${tenant.kitchen.firstName} ${tenant.kitchen.lastName}`);
    await expectNoHorizontalOverflow(page, 'user edit');
    await page.goto('/dashboard/users/create');
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'user create');

    await page.goto('/dashboard/locations');
    await page.getByRole('row').filter({ hasText: 'Hoofdgebouw' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText(`Locatie ${tenant.locations[0].name}`);
    await expectNoHorizontalOverflow(page, 'location edit');

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await loginAs(page, { ...SUPERADMIN, firstName: 'Sam' });
    for (const path of [
      '/dashboard/tenants',
      '/dashboard/contacts',
      '/dashboard/partner-applications',
      '/dashboard/partners',
      '/dashboard/commissions',
      '/dashboard/audit',
      '/dashboard/emails',
      `/dashboard/tenants/${tenant.tenantId}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('#react-admin-title')).not.toBeEmpty();
      await expectNoHorizontalOverflow(page, path);
    }
    await expect(page.getByTestId('tenant-users')).toContainText(tenant.admin.email);
  });

  test('the admin downloads the template, imports three users from a Dutch CSV file and reads which rows were skipped and why', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // An upload and a list reload on a shared machine.
    const tenant = await createTenant(request, { staffCount: 0 });
    const id = tenant.tenantId.slice(0, 8);
    const people = [
      { email: `ilse-${id}@e2e.portiepunt.test`, firstName: 'Ilse', lastName: 'Import', role: 'personeel' },
      { email: `joost-${id}@e2e.portiepunt.test`, firstName: 'Joost', lastName: 'van Dijk, de', role: 'keuken' },
      { email: `mila-${id}@e2e.portiepunt.test`, firstName: 'Mila', lastName: 'Çelik', role: 'Beheerder' },
    ];
    // As Excel saves it in the Netherlands: semicolons, a BOM, CRLF; one row is wrong.
    const file = testInfo.outputPath('gebruikers.csv');
    await writeFile(
      file,
      `\uFEFFvoornaam;achternaam;e-mail;rol\r\n${people.map((p) => `${p.firstName};"${p.lastName}";${p.email};${p.role}`).join('\r\n')}\r\nPiet;Fout;geen-adres;personeel\r\n`,
      'utf8',
    );

    await page.setViewportSize(DESKTOP);
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Gebruikers' }).click();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikers importeren uit een CSV-bestand' });
    await expect(dialog).toContainText('e-mail, voornaam, achternaam en rol');
    await expect(dialog).toContainText('desgewenst personeelsnummer');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Sjabloon downloaden' }).click(),
    ]);
    const template = await readFile(await download.path(), 'utf8');
    expect(template.split('\r\n')[0]).toBe('\uFEFFe-mail;voornaam;achternaam;rol;personeelsnummer');
    await dialog.getByLabel('CSV-bestand').setInputFiles(file);
    await expect(dialog.getByTestId('import-file-name')).toHaveText('gebruikers.csv');
    await dialog.getByRole('button', { name: 'Importeren' }).click();

    await expect(dialog.getByTestId('import-report')).toContainText('3 gebruikers toegevoegd, 1 regel overgeslagen.');
    await expect(dialog.getByTestId('import-skipped').getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '5',
      'geen-adres',
      'Geen geldig e-mailadres',
    ]);
    await expect(dialog.getByTestId('import-added').getByRole('listitem')).toHaveText(people.map((p) => p.email));
    await dialog.getByRole('button', { name: 'Sluiten' }).click();

    for (const person of people) {
      const row = page.getByRole('row').filter({ hasText: person.email });
      await expect(row).toContainText(`${person.firstName} ${person.lastName}`);
    }
    await expect(page.getByRole('row').filter({ hasText: people[1].email })).toContainText('Keukenpersoneel');
  });

  test('logging in greets once: the heading by name, the toast only confirms, briefly', async ({ page, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const pieter = { email: `pieter-${tenant.tenantId.slice(0, 8)}@e2e.portiepunt.test`, password: 'Tijdelijk-Pieter-2026' };
    const registered = await request.post('/api/auth/register', {
      headers: await apiLogin(request, tenant.admin),
      data: { ...pieter, firstName: 'Pieter', lastName: 'Nieuw', role: 'staff', tenantId: tenant.tenantId },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(pieter.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(pieter.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Pieter' })).toBeVisible();
    await expect(toast(page)).toHaveText('Succesvol ingelogd');
    await expect(toast(page)).toHaveCount(0);
  });

  test('money has two decimals on the overview, the analytics and the prices and settlement tab', async ({ page, request }) => {
    const tenant = await createTenant(request);
    const admin = await apiLogin(request, tenant.admin);
    const settings = await request.put(`/api/protected/tenants/${tenant.tenantId}/settings`, {
      headers: admin,
      data: { defaultPriceCents: 200 },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    // 3 × € 1,50: € 4,50, which a plain number format writes as "4,5".
    const portion = await offer(request, tenant, 0, 4, { priceCents: 150 });
    await reserveAndPickUp(request, tenant.staff[0], portion.id, 3);
    /** Every euro amount shown in the scope carries two decimals. */
    const expectTwoDecimals = async (scope: Locator, atLeast: number) => {
      // A space or no-break space joins an amount to its sign; a tab or line break is a table's next cell.
      const amounts = (await scope.innerText()).match(/€[ \u00a0]?\d[\d.]*(,\d+)?|\d[\d.]*(,\d+)?[ \u00a0]?€/g) ?? [];
      expect(amounts.length).toBeGreaterThanOrEqual(atLeast);
      for (const amount of amounts) expect(amount).toMatch(/,\d{2}([ \u00a0]?€)?$/);
    };

    await page.setViewportSize(DESKTOP);
    await loginAs(page, tenant.admin);
    await expect(page.getByTestId('stat-impact').getByTestId('stat-detail')).toHaveText('€ 4,50 betaald voor geredde porties');
    await expectTwoDecimals(page.getByRole('main'), 1);

    await page.getByRole('tab', { name: 'Analyse' }).click();
    const table = page.getByTestId('analytics-table');
    await expect(table.getByRole('columnheader', { name: 'Betaald (€)' })).toBeVisible();
    const rows = await tableCells(table);
    const money = rows[0].indexOf('Betaald (€)');
    expect(rows.slice(1).map((row) => row[money])).toContain('4,50');
    for (const row of rows.slice(1)) expect(row[money]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);

    await page.getByRole('tab', { name: 'Prijzen' }).click();
    await expect(page.getByTestId('default-price')).toHaveText('Nu: € 2,00 per portie');
    await expectTwoDecimals(page.getByRole('main'), 1);
  });

  test('prices: the admin sets a default price, staff see it on the card and in their reservations, the settlement counts it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.slow(); // Two people in two browsers, then a download.
    const tenant = await createTenant(request);
    await page.setViewportSize(DESKTOP);
    await loginAs(page, tenant.admin);
    // The cap and the default language have their own tab, in sight at 1280 px without scrolling the tab bar.
    await expect(page.getByRole('tab', { name: 'Instellingen' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: 'Prijzen' }).click();
    await expect(page.getByTestId('default-price')).toHaveText('Nu: geen standaardprijs');
    await page.getByRole('textbox', { name: 'Prijs in euro' }).fill('21');
    await page.getByRole('button', { name: 'Prijs opslaan' }).click();
    await expect(page.locator('#default-price-input-helper-text')).toContainText('Vul een prijs in van 0 tot 20 euro');
    // The shared error summary, and the field focused.
    await expect(page.getByTestId('error-summary')).toContainText('Controleer het gemarkeerde veld.');
    await expect(page.getByRole('textbox', { name: 'Prijs in euro' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Prijs in euro' }).fill('3,50');
    await page.getByRole('button', { name: 'Prijs opslaan' }).click();
    await expect(page.getByTestId('default-price')).toHaveText('Nu: € 3,50 per portie');

    await page.getByRole('tab', { name: 'Instellingen' }).click();
    const cap = page.getByRole('textbox', { name: 'Maximum open reserveringen per persoon' });
    await expect(page.getByTestId('reservation-cap')).toHaveText('Nu: geen maximum');
    await cap.fill('11');
    await page.getByRole('button', { name: 'Maximum opslaan' }).click();
    await expect(page.locator('#reservation-cap-input-helper-text')).toContainText('Vul een heel getal in van 1 tot 10');
    await expect(page.getByTestId('error-summary')).toContainText('Controleer het gemarkeerde veld.');
    await expect(cap).toBeFocused();
    await cap.fill('2');
    await page.getByRole('button', { name: 'Maximum opslaan' }).click();
    await expect(page.getByTestId('reservation-cap')).toHaveText('Nu: hooguit 2 open reserveringen per persoon');
    await page.reload();
    await expect(cap).toHaveValue('2');

    const portion = await offer(request, tenant, 0, 5);
    expect(portion.priceCents).toBe(350);
    const staff = await colleague(browser, baseURL!, tenant.staff[0]);
    const card = staff.page.locator(`[data-portion-id="${portion.id}"]`);
    await expect(card.getByTestId('meal-price')).toHaveText('€ 3,50 per portie');
    await card.getByRole('button', { name: 'Reserveer' }).click();
    await staff.page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    const reservation = staff.page.getByTestId('reservation-card').first();
    await expect(reservation.getByTestId('reservation-price')).toContainText('€ 3,50 totaal');
    await reservation.getByRole('button', { name: 'Markeer als opgehaald' }).click();
    await expect(reservation).toContainText('Opgehaald');
    await staff.context.close();

    await page.getByRole('tab', { name: 'Prijzen' }).click();
    // On screen: per person what was collected, paid online (nothing: this organisation settles monthly) and open.
    const table = page.getByTestId('settlement-table');
    await expect(table.getByRole('row').nth(1)).toContainText(`${tenant.staff[0].firstName} ${tenant.staff[0].lastName}`);
    await expect(page.getByTestId('settlement-open-total')).toHaveText('€ 3,50');
    await page.screenshot({ path: test.info().outputPath('settlement-1280.png'), fullPage: true });
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' }).format(new Date());
    const settlement = await downloadedText(page, () => page.getByRole('button', { name: 'Afrekening downloaden (CSV)' }).click());
    expect(settlement.name).toBe(`afrekening-${month}.csv`);
    expect(csvRows(settlement.text)).toEqual([
      ['E-mailadres', 'Voornaam', 'Achternaam', 'Porties opgehaald', 'Totaal (EUR)', 'Online betaald (EUR)', 'Openstaand (EUR)'],
      [tenant.staff[0].email, tenant.staff[0].firstName, tenant.staff[0].lastName, '1', '3,50', '0,00', '3,50'],
      ['Totaal', '', '', '1', '3,50', '0,00', '3,50'],
    ]);
    const payroll = await downloadedText(page, () => page.getByRole('button', { name: 'Salarisexport downloaden (CSV)' }).click());
    expect(payroll.name).toBe(`salarisexport-${month}.csv`);
    expect(csvRows(payroll.text)).toEqual([
      ['Personeelsnummer', 'Voornaam', 'Achternaam', 'E-mailadres', 'Porties opgehaald', 'In te houden (EUR)'],
      ['', tenant.staff[0].firstName, tenant.staff[0].lastName, tenant.staff[0].email, '1', '3,50'],
      ['Totaal', '', '', '', '1', '3,50'],
    ]);
    // In French the file, like its header, follows the admin's language.
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('portiepunt.token'))}` };
    expect((await request.put('/api/protected/profile/language', { headers, data: { language: 'fr' } })).status()).toBe(200);
    await page.reload();
    const french = await downloadedText(page, () => page.getByRole('button', { name: 'Télécharger le décompte (CSV)' }).click());
    expect(french.name).toBe(`decompte-${month}.csv`);
    expect(csvRows(french.text)[0][0]).toBe('Adresse e-mail');
    // The superadmin never reads a tenant's settlement.
    const forbidden = await request.get(`/api/protected/tenants/${tenant.tenantId}/settlements/${month}`, {
      headers: await superadminHeaders(request),
    });
    expect(forbidden.status()).toBe(403);
  });
});
