import {
  apiLogin,
  colleague,
  createTenant,
  expectLive,
  hoursFromNow,
  localDateTime,
  loginAs,
  PHOTO_PNG,
  toast,
} from './dashboard-fixtures';
import { expect, test } from './support/test';

const TABLET = { width: 768, height: 1024 };

test.describe('daily use in the kitchen and on the ward', () => {
  test('the cook edits the quantity and the end time from the card, and the staff phone sees both live', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Two browsers, each logging in.
    test.setTimeout(90_000);
    const tenant = await createTenant(request);
    const created = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: {
        title: 'Nasi goreng',
        locationId: tenant.locations[0].id,
        totalQuantity: 2,
        availableUntil: hoursFromNow(5),
        allergens: ['Soja'],
      },
    });
    expect(created.status()).toBe(201);
    const kitchen = await colleague(browser, baseURL!, tenant.kitchen, TABLET);
    const staff = await colleague(browser, baseURL!, tenant.staff[0]);
    await expectLive(staff.page);
    const meal = staff.page.getByTestId('meal-card').filter({ hasText: 'Nasi goreng' });
    await expect(meal.getByTestId('meal-left')).toHaveText('Nog 2 beschikbaar');
    await expect(meal).not.toContainText('Verloopt binnenkort');

    const card = kitchen.page.getByTestId('portion-card').filter({ hasText: 'Nasi goreng' });
    await card.getByRole('button', { name: 'Nasi goreng bewerken' }).click();
    const form = kitchen.page.getByRole('form', { name: 'Portie bewerken' });
    await form.getByLabel('Aantal porties').fill('6');
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(1));
    await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(toast(kitchen.page)).toContainText('Portie bijgewerkt');
    await expect(kitchen.page.getByTestId('portion-card').filter({ hasText: 'Nasi goreng' }).getByTestId('count-available')).toHaveText(
      '6 beschikbaar',
    );

    await expect(meal.getByTestId('meal-left')).toHaveText('Nog 6 beschikbaar', { timeout: 5_000 });
    await expect(meal).toContainText('Verloopt binnenkort');
    for (const context of [kitchen.context, staff.context]) await context.close();
  });

  test('a portion with a photo shows the small photo on the staff card, lazily loaded', async ({ page, request }) => {
    const tenant = await createTenant(request);
    const kitchen = await apiLogin(request, tenant.kitchen);
    const created = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: kitchen,
      data: {
        title: 'Pompoensoep',
        locationId: tenant.locations[0].id,
        totalQuantity: 3,
        availableUntil: hoursFromNow(4),
        allergensDeclared: true,
      },
    });
    const { id } = (await created.json()) as { id: string };
    const uploaded = await request.put(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/photo`, {
      headers: kitchen,
      multipart: { photo: { name: 'soep.png', mimeType: 'image/png', buffer: PHOTO_PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.staff[0]);
    const photo = page.getByTestId('meal-card').filter({ hasText: 'Pompoensoep' }).getByRole('img', { name: 'Foto van Pompoensoep' });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('src', /\/api\/photos\/.+&size=small$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  });

  test('the kitchen offers a photo with a new portion and re-offers an earlier one; the location filter is remembered', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request, { locations: ['Hoofdgebouw', 'Paviljoen Oost'] });
    const earlier = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: {
        title: 'Erwtensoep',
        description: 'Met roggebrood',
        locationId: tenant.locations[1].id,
        totalQuantity: 2,
        availableUntil: hoursFromNow(3),
        allergens: ['Gluten', 'Lactose'],
      },
    });
    expect(earlier.status()).toBe(201);
    await page.setViewportSize(TABLET);
    await loginAs(page, tenant.kitchen);

    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByRole('combobox', { name: 'Opnieuw aanbieden' }).click();
    await page.getByRole('option', { name: 'Erwtensoep' }).click();
    await expect(form.getByLabel('Titel')).toHaveValue('Erwtensoep');
    await expect(form.getByLabel('Omschrijving')).toHaveValue('Met roggebrood');
    await expect(form.getByRole('combobox', { name: 'Locatie' })).toHaveText(/Paviljoen Oost/);
    await expect(form.getByRole('checkbox', { name: 'Melk (incl. lactose)' })).toBeChecked();
    await form.getByLabel('Foto').setInputFiles({ name: 'soep.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    await expect(toast(page)).toContainText('Portie toegevoegd');
    await expect(
      page.getByTestId('portion-card').filter({ hasText: 'Erwtensoep' }).getByRole('img', { name: 'Foto van Erwtensoep' }),
    ).toHaveCount(1);
    // Two portions of one dish now: "Opnieuw aanbieden" lists it once.
    await expect(page.getByTestId('portion-card').filter({ hasText: 'Erwtensoep' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    await form.getByRole('combobox', { name: 'Opnieuw aanbieden' }).click();
    await expect(page.getByRole('option')).toHaveText(['Erwtensoep']);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Annuleren' }).click();

    await page.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: 'Hoofdgebouw' }).click();
    await expect(page.getByTestId('portion-card')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveText(/Hoofdgebouw/);
    await expect(page.getByTestId('empty-state')).toContainText('Geen porties op deze locatie.');
  });
});
