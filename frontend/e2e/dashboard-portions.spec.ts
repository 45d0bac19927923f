import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiLogin,
  colleague,
  createTenant,
  expectLive,
  hoursFromNow,
  localDateTime,
  loginAs,
  markNoReload,
  offerPortion,
  type Person,
  type TestTenant,
  toast,
} from './dashboard-fixtures';
import { expect, test } from './support/test';

const TABLET = { width: 768, height: 1024 };

const offer = (
  request: APIRequestContext,
  tenant: TestTenant,
  { hours = 3, ...portion }: { title: string; locationId?: string; totalQuantity?: number; hours?: number; allergens?: string[] },
) => offerPortion(request, tenant, { description: 'Uit de e2e-keuken', availableUntil: hoursFromNow(hours), ...portion });

async function kitchenPage(browser: import('@playwright/test').Browser, baseURL: string, kitchen: Person) {
  return colleague(browser, baseURL, kitchen, TABLET);
}

const portionCard = (page: Page, title: string) => page.getByTestId('portion-card').filter({ hasText: title });
const mealCard = (page: Page, title: string) => page.getByTestId('meal-card').filter({ hasText: title });
const availableCount = (page: Page) => page.getByTestId('available-count');

/** `within` narrows to a form when the page has a second "Locatie" (the kitchen's list filter). */
async function chooseLocation(page: Page, label: string, name: string, within: Page | Locator = page) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
}

test.describe('kitchen: the add-portion form', () => {
  test('asks for the required fields (the allergen question included), falls back to quantity 1, keeps an allergen in one list and resets on cancel', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/portions') && posts.push(r.url()));
    await page.setViewportSize(TABLET);
    await loginAs(page, tenant.kitchen);

    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await expect(form.getByLabel('Aantal porties')).toHaveValue('1');
    // The end time starts at the next 14:00 or 19:00 at least an hour ahead.
    await expect(form.getByLabel('Beschikbaar tot')).toHaveValue(/T(14|19):00$/);
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    await expect(form.getByRole('alert')).toHaveText('Vul alle verplichte velden in.');
    expect(posts).toEqual([]);
    // Each missing field is marked and says what it needs, the empty location like the others.
    await expect(form.getByLabel('Titel')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Titel')).toHaveAccessibleDescription('Vul een titel in.');
    await expect(form.getByRole('combobox', { name: 'Locatie' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('combobox', { name: 'Locatie' })).toHaveAccessibleDescription('Kies een locatie.');
    await expect(form.getByTestId('allergen-fieldset')).toHaveAccessibleDescription(
      'Kies de allergenen, of bevestig dat de portie geen van de 14 allergenen bevat.',
    );
    // The banner goes once the fields are filled.
    await form.getByLabel('Titel').fill('Soep');
    await chooseLocation(page, 'Locatie', 'Hoofdgebouw', form);
    await form.getByRole('checkbox', { name: 'Deze portie bevat geen van de 14 allergenen' }).check();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Locatie' })).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Titel').fill('');

    const quantity = form.getByLabel('Aantal porties');
    for (const invalid of ['0', '-4', '2.5']) {
      await quantity.fill(invalid);
      await quantity.blur();
      await expect(quantity).toHaveValue('1');
    }
    await quantity.fill('4');
    await quantity.blur();
    await expect(quantity).toHaveValue('4');

    const contains = form.getByRole('group', { name: 'Bevat', exact: true });
    const traces = form.getByRole('group', { name: 'Kan sporen bevatten van' });
    const none = form.getByRole('checkbox', { name: 'Deze portie bevat geen van de 14 allergenen' });
    await expect(contains.getByRole('checkbox')).toHaveCount(14);
    await contains.getByRole('checkbox', { name: 'Gluten (glutenbevattende granen)' }).check();
    await contains.getByRole('checkbox', { name: 'Vis', exact: true }).check();
    // An allergen the portion contains cannot also be a trace, and "contains none" no longer applies.
    await expect(traces.getByRole('checkbox', { name: 'Gluten', exact: true })).toBeDisabled();
    await expect(none).toBeDisabled();
    await contains.getByRole('checkbox', { name: 'Gluten (glutenbevattende granen)' }).uncheck();
    await expect(traces.getByRole('checkbox', { name: 'Gluten', exact: true })).toBeEnabled();
    // Vegan implies vegetarian, both ways.
    await form.getByRole('checkbox', { name: 'Veganistisch' }).check();
    await expect(form.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Vegetarisch' }).uncheck();
    await expect(form.getByRole('checkbox', { name: 'Veganistisch' })).not.toBeChecked();

    await form.getByLabel('Titel').fill('Wordt geannuleerd');
    await form.getByRole('button', { name: 'Annuleren' }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    await expect(form.getByLabel('Titel')).toHaveValue('');
    await expect(form.getByLabel('Aantal porties')).toHaveValue('1');
    await expect(
      form.getByRole('group', { name: 'Bevat', exact: true }).getByRole('checkbox', { name: 'Vis', exact: true }),
    ).not.toBeChecked();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test("a refused portion shows the server's reason at the field, the failure toast, and keeps the form open", async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    await page.setViewportSize(TABLET);
    await loginAs(page, tenant.kitchen);
    await expect(page.getByTestId('empty-state')).toContainText('Nog geen porties');
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByLabel('Titel').fill('Te laat');
    await chooseLocation(page, 'Locatie', 'Hoofdgebouw', form);
    // An end time in the past: the API refuses it.
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(-2));
    await form.getByRole('checkbox', { name: 'Deze portie bevat geen van de 14 allergenen' }).check();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/portions'));
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    expect((await answer).status()).toBe(400);
    await expect(toast(page)).toContainText('Fout bij toevoegen');
    await expect(form.getByLabel('Beschikbaar tot')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Beschikbaar tot')).toHaveAccessibleDescription(/^Kies een eindtijd in de toekomst\./);
    await expect(form.getByLabel('Titel')).toHaveValue('Te laat');
    // Changing the field clears its message.
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(2));
    await expect(form.getByText('Kies een eindtijd in de toekomst.')).toHaveCount(0);
  });
});

test.describe('kitchen and staff, live', () => {
  test('kitchen adds a portion at a price of its own; staff see it appear live with that price, reserve it, see the counters drop and mark it picked up', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tenant = await createTenant(request, { locations: ['Hoofdgebouw', 'Paviljoen Oost'], staffCount: 2 });
    const [sanne, tim] = tenant.staff;
    const staffA = await colleague(browser, baseURL!, sanne);
    const staffB = await colleague(browser, baseURL!, tim);
    const kitchen = await kitchenPage(browser, baseURL!, tenant.kitchen);

    for (const staff of [staffA, staffB]) {
      await expect(staff.page.getByTestId('empty-state')).toHaveText(
        'Er zijn op dit moment geen maaltijden beschikbaar. Kijk later nog eens.',
      );
      await expect(availableCount(staff.page)).toHaveText('0 porties beschikbaar');
      await expectLive(staff.page);
    }
    const staffANotReloaded = await markNoReload(staffA.page);
    const staffBNotReloaded = await markNoReload(staffB.page);
    await expectLive(kitchen.page);

    // The kitchen offers three portions of lasagne.
    await kitchen.page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = kitchen.page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByLabel('Titel').fill('Lasagne bolognese');
    await form.getByLabel('Omschrijving').fill('Nog warm, uit de lunch');
    await chooseLocation(kitchen.page, 'Locatie', 'Paviljoen Oost', form);
    await form.getByLabel('Aantal porties').fill('3');
    await form.getByLabel('Prijs per portie (€)').fill('2,5');
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(3));
    await form.getByRole('checkbox', { name: 'Gluten (glutenbevattende granen)' }).check();
    await form.getByRole('checkbox', { name: 'Melk (incl. lactose)' }).check();
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    await expect(toast(kitchen.page)).toContainText('Portie toevoegen');
    await expect(toast(kitchen.page)).toContainText('Portie toegevoegd');
    await expect(form).toHaveCount(0);
    const card = portionCard(kitchen.page, 'Lasagne bolognese');
    await expect(card.getByTestId('portion-status')).toHaveText('Beschikbaar');
    await expect(card.getByTestId('count-available')).toHaveText('3 beschikbaar');
    await expect(card.getByTestId('count-reserved')).toHaveText('0 gereserveerd');
    await expect(card).toContainText('Paviljoen Oost');
    await expect(card.getByTestId('allergens-contains')).toHaveText(/Bevat:.*Gluten.*Melk/);

    // Both colleagues see it without reloading.
    for (const staff of [staffA, staffB]) {
      const meal = mealCard(staff.page, 'Lasagne bolognese');
      await expect(meal).toBeVisible({ timeout: 5_000 });
      await expect(availableCount(staff.page)).toHaveText('3 porties beschikbaar');
      await expect(meal).toContainText('Paviljoen Oost');
      await expect(meal).toContainText('Gluten');
      await expect(meal).toContainText('2,50 per portie');
      await expect(meal).toContainText(/Nog (2 u \d+ min|3 u)/);
      await expect(meal).not.toContainText('Verloopt binnenkort');
    }

    // Sanne reserves one.
    await mealCard(staffA.page, 'Lasagne bolognese').getByRole('button', { name: 'Reserveer' }).click();
    await expect(toast(staffA.page)).toContainText('Reservering geplaatst');
    await expect(availableCount(staffA.page)).toHaveText('2 porties beschikbaar');
    await expect(staffA.page.getByTestId('reservation-count')).toHaveText('1');

    // Tim and the kitchen see the change live.
    await expect(availableCount(staffB.page)).toHaveText('2 porties beschikbaar', { timeout: 5_000 });
    await expect(mealCard(staffB.page, 'Lasagne bolognese').getByTestId('meal-left')).toHaveText('Nog 2 beschikbaar');
    await expect(card.getByTestId('count-reserved')).toHaveText('1 gereserveerd', { timeout: 5_000 });
    await expect(card.getByTestId('count-available')).toHaveText('2 beschikbaar');

    // Sanne picks it up.
    await staffA.page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    const reservation = staffA.page.getByTestId('reservation-card').filter({ hasText: 'Lasagne bolognese' });
    await expect(reservation.getByTestId('reservation-status')).toHaveText('Gereserveerd');
    await expect(reservation).toContainText('Paviljoen Oost');
    await expect(reservation.getByTestId('reservation-price')).toContainText('2,50');
    await reservation.getByRole('button', { name: 'Markeer als opgehaald' }).click();
    await expect(toast(staffA.page)).toContainText('Status bijgewerkt');
    await expect(reservation.getByTestId('reservation-status')).toHaveText('Opgehaald');
    await expect(reservation.getByRole('button', { name: 'Markeer als opgehaald' })).toHaveCount(0);
    await expect(staffA.page.getByTestId('reservation-count')).toHaveCount(0);
    await expect(card.getByTestId('count-picked-up')).toHaveText('1 opgehaald', { timeout: 5_000 });

    await staffANotReloaded();
    await staffBNotReloaded();
    for (const context of [staffA.context, staffB.context, kitchen.context]) await context.close();
  });

  test('staff filter by location, see "Verloopt binnenkort" within two hours, and have an empty reservations tab at first', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { locations: ['Hoofdgebouw', 'Paviljoen Oost'] });
    await offer(request, tenant, { title: 'Soep van de dag', locationId: tenant.locations[0].id, totalQuantity: 2, hours: 1.5 });
    await offer(request, tenant, {
      title: 'Appeltaart',
      locationId: tenant.locations[1].id,
      totalQuantity: 5,
      hours: 6,
      allergens: ['Eieren'],
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, tenant.staff[0]);

    await expect(availableCount(page)).toHaveText('7 porties beschikbaar');
    await expect(mealCard(page, 'Soep van de dag')).toContainText('Verloopt binnenkort');
    await expect(mealCard(page, 'Appeltaart')).not.toContainText('Verloopt binnenkort');

    await chooseLocation(page, 'Locatie', 'Paviljoen Oost');
    await expect(mealCard(page, 'Soep van de dag')).toHaveCount(0);
    await expect(mealCard(page, 'Appeltaart')).toBeVisible();
    await expect(availableCount(page)).toHaveText('5 porties beschikbaar');
    await chooseLocation(page, 'Locatie', 'Alle locaties');
    await expect(availableCount(page)).toHaveText('7 porties beschikbaar');

    await page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    await expect(page.getByTestId('empty-state')).toHaveText(
      'Je hebt nog geen reserveringen. Reserveer een maaltijd bij ‘Beschikbare maaltijden’.',
    );
    // The phone layout has no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the reserve button is disabled while its request is pending and at zero available', async ({ page, request }) => {
    const tenant = await createTenant(request);
    await offer(request, tenant, { title: 'Stamppot', totalQuantity: 2 });
    await offer(request, tenant, { title: 'Hutspot', totalQuantity: 2 });
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.staff[0]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/protected/reservations', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.continue();
    });
    const button = mealCard(page, 'Stamppot').getByRole('button', { name: /Reserve/ });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Reserveren…');
    release();
    await expect(toast(page)).toContainText('Reservering geplaatst');
    await expect(mealCard(page, 'Stamppot').getByRole('button', { name: 'Reserveer' })).toHaveCount(0);
    await expect(mealCard(page, 'Hutspot').getByRole('button', { name: 'Reserveer' })).toBeEnabled();

    // A portion whose last one was just taken (as a live update can show before the list drops it).
    await page.unroute('**/api/protected/reservations');
    await page.route(
      (url) => url.pathname.endsWith('/portions'),
      async (route) => {
        const response = await route.fetch();
        const portions = (await response.json()) as { availableQuantity: number }[];
        await route.fulfill({ response, json: portions.map((portion) => ({ ...portion, availableQuantity: 0 })) });
      },
    );
    await page.reload();
    // At zero available the card offers no reservation (the waiting list takes its place).
    await expect(mealCard(page, 'Hutspot').getByRole('button', { name: 'Reserveer' })).toHaveCount(0);
    await expect(mealCard(page, 'Hutspot').getByTestId('meal-left')).toHaveText('Uitverkocht');
  });

  test('a reservation the server refuses shows "Reservering mislukt" with the reason', async ({ page, request }) => {
    const tenant = await createTenant(request);
    const portion = await offer(request, tenant, { title: 'Laatste quiche', totalQuantity: 1 });
    // Without live updates this page keeps showing the portion after it is withdrawn.
    await page.route('**/api/protected/events', (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.staff[0]);
    await expect(mealCard(page, 'Laatste quiche')).toBeVisible();

    const withdrawn = await request.patch(`/api/protected/tenants/${tenant.tenantId}/portions/${portion.id}/status`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: { status: 'expired' },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);

    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/protected/reservations'));
    await mealCard(page, 'Laatste quiche').getByRole('button', { name: 'Reserveer' }).click();
    expect((await answer).status()).toBe(409);
    await expect(toast(page)).toContainText('Reservering mislukt');
    await expect(toast(page)).toContainText('Deze portie is verlopen.');
    await expect(mealCard(page, 'Laatste quiche')).toHaveCount(0);
  });

  test('kitchen hands over per person with 10 s to undo, sent once, and withdraws a portion; a held portion offers no second reservation; staff cancel gives a portion back', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Two browsers and a 10 s undo window.
    test.setTimeout(90_000);
    const tenant = await createTenant(request, { staffCount: 3 });
    const [sanne, tim, fleur] = tenant.staff;
    const portion = await offer(request, tenant, { title: 'Pasta pesto', totalQuantity: 4, allergens: ['Noten'] });
    // Two reservations exist before the kitchen opens its page.
    for (const who of [sanne, tim]) {
      const early = await request.post('/api/protected/reservations', {
        headers: await apiLogin(request, who),
        data: { portionId: portion.id },
      });
      expect(early.status(), await early.text()).toBe(201);
    }

    const kitchen = await kitchenPage(browser, baseURL!, tenant.kitchen);
    const staff = await colleague(browser, baseURL!, fleur);
    await expectLive(kitchen.page);
    await expectLive(staff.page);
    const card = portionCard(kitchen.page, 'Pasta pesto');
    await expect(availableCount(staff.page)).toHaveText('2 porties beschikbaar');

    // Fleur reserves one; the card then says she holds it, with her code, and offers no second "Reserveer".
    const reserve = mealCard(staff.page, 'Pasta pesto').getByRole('button', { name: 'Reserveer' });
    await reserve.click();
    await expect(toast(staff.page)).toContainText('Reservering geplaatst');
    await expect(availableCount(staff.page)).toHaveText('1 portie beschikbaar');
    const held = mealCard(staff.page, 'Pasta pesto').getByTestId('meal-held');
    await expect(held).toContainText('Je hebt deze portie gereserveerd');
    await expect(held).toContainText(/Ophaalcode [2-9A-Z]{4}/);
    await expect(reserve).toHaveCount(0);
    await expect(availableCount(staff.page)).toHaveText('1 portie beschikbaar');
    await expect(card.getByTestId('count-reserved')).toHaveText('3 gereserveerd', { timeout: 5_000 });

    // The hand-over list has one row per person, the early ones included.
    await card.getByRole('button', { name: 'Open reserveringen (3)' }).click();
    await expect(card.getByTestId('holder')).toHaveCount(3);
    await expect(card.getByTestId('holder').filter({ hasText: `${sanne.firstName} ${sanne.lastName} · 1 portie` })).toHaveCount(1);
    const handOverSanne = card.getByRole('button', { name: `Reservering van ${sanne.firstName} ${sanne.lastName} meegegeven` });
    // A wrong tap is undone within 10 seconds and nothing is sent.
    await handOverSanne.click();
    await expect(card.getByText(`Meegegeven aan ${sanne.firstName} ${sanne.lastName}`)).toBeVisible();
    await card.getByRole('button', { name: `Meegeven aan ${sanne.firstName} ${sanne.lastName} ongedaan maken` }).click();
    await expect(handOverSanne).toBeVisible();
    await expect(card.getByTestId('count-picked-up')).toHaveText('0 opgehaald');
    // Left alone, it is sent after the undo time, exactly once, and without an error in the console.
    const statusChanges: string[] = [];
    const consoleErrors: string[] = [];
    kitchen.page.on('request', (r) => {
      if (r.method() === 'PATCH' && /\/reservations\/[^/]+\/status$/.test(r.url())) statusChanges.push(r.url());
    });
    kitchen.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await handOverSanne.click();
    await expect(toast(kitchen.page)).toContainText('Status bijgewerkt', { timeout: 15_000 });
    await expect(card.getByTestId('count-picked-up')).toHaveText('1 opgehaald');
    await expect(card.getByTestId('holder')).toHaveCount(2);

    await staff.page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    const reservations = staff.page.getByTestId('reservation-card');
    await expect(reservations.getByTestId('reservation-status')).toHaveText(['Gereserveerd']);
    await reservations.first().getByRole('button', { name: 'Annuleren' }).click();
    await reservations.first().getByRole('button', { name: 'Ja, annuleren' }).click();
    await expect(toast(staff.page)).toContainText('Reservering geannuleerd');
    await expect(staff.page.getByTestId('reservation-card').filter({ hasText: 'Geannuleerd' })).toHaveCount(1);
    await expect(card.getByTestId('count-available')).toHaveText('2 beschikbaar', { timeout: 5_000 });
    await expect(card.getByTestId('count-reserved')).toHaveText('1 gereserveerd');
    await expect(card.getByTestId('holder')).toHaveCount(1);

    // Withdrawing takes it off the staff list at once; the card folds under "Afgelopen".
    await staff.page.getByRole('tab', { name: 'Beschikbare maaltijden' }).click();
    await expect(mealCard(staff.page, 'Pasta pesto')).toBeVisible();
    await card.getByRole('button', { name: 'Intrekken' }).click();
    await card.getByRole('button', { name: 'Ja, intrekken' }).click();
    await expect(toast(kitchen.page)).toContainText('Portie ingetrokken');
    await kitchen.page.getByText('Afgelopen (1)').click();
    await expect(card.getByTestId('portion-status')).toHaveText('Verlopen');
    await expect(card.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);
    await expect(mealCard(staff.page, 'Pasta pesto')).toHaveCount(0, { timeout: 5_000 });
    await expect(staff.page.getByTestId('empty-state')).toBeVisible();

    expect(statusChanges).toHaveLength(1);
    expect(consoleErrors).toEqual([]);

    for (const context of [kitchen.context, staff.context]) await context.close();
  });
});
