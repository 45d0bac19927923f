import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiLogin, colleague, createTenant, hoursFromNow, loginAs, PHOTO_PNG } from './dashboard-fixtures';
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

const localDay = (daysBack: number) =>
  new Date(Date.now() - daysBack * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

test.describe('food waste', () => {
  test('the kitchen adds a photo to a weighing on a phone, sees its thumbnail, and changes the record; a refusal shows as the server says', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.goto('/dashboard/verspilling');
    const form = page.getByRole('form', { name: 'Verspilling' });
    const photo = form.getByLabel('Foto (optioneel)');
    await expect(photo).toHaveAttribute('capture', 'environment');
    await expect(photo).toHaveAttribute('accept', 'image/*');
    for (const key of ['6', '0', '0']) await page.getByRole('button', { name: key, exact: true }).click();
    await form.getByText('Bordrestjes', { exact: true }).click();
    await form.getByText('Terug van afdeling', { exact: true }).click();
    await photo.setInputFiles({ name: 'bak.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(form.getByTestId('waste-photo-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan · 600 g' }).click();
    const item = page.getByTestId('waste-record').filter({ hasText: '600 g · Bordrestjes' });
    await expect(item.getByTestId('waste-thumbnail')).toHaveAttribute('src', /\/api\/photos\/.+size=small/);
    await expect(form.getByTestId('waste-photo-preview')).toHaveCount(0);

    await item.getByRole('button', { name: 'Wijzigen: 600 g' }).click();
    const editor = page.getByRole('form', { name: 'Weging wijzigen' });
    await editor.getByLabel('Gewicht (gram)').fill('750');
    await editor.getByText('Bederf', { exact: true }).click();
    await editor.getByLabel('Notitie (optioneel)').fill('Koelcel te warm');
    await editor.getByRole('button', { name: 'Wijziging opslaan' }).click();
    const changed = page.getByTestId('waste-record').filter({ hasText: '750 g · Bederf' });
    await expect(changed.getByText('Koelcel te warm')).toBeVisible();
    await expect(changed.getByTestId('waste-thumbnail')).toBeVisible();

    // After 24 hours the server refuses the kitchen's change (the API tests hold that rule); the screen says so as it is.
    await page.route('**/waste-records/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 403, error: 'Forbidden', code: 'waste_record_not_editable', message: 'Only the admin…' }),
          })
        : route.continue(),
    );
    await changed.getByRole('button', { name: 'Wijzigen: 750 g' }).click();
    await page.getByRole('form', { name: 'Weging wijzigen' }).getByRole('button', { name: 'Wijziging opslaan' }).click();
    await expect(page.getByTestId('waste-edit-refusal')).toHaveText(
      'Deze weging kan niet meer gewijzigd worden: de keuken wijzigt alleen eigen wegingen, tot 24 uur na het wegen. Vraag de beheerder.',
    );
  });

  test('"Anders gebruikt" on one phone takes an ended portion off every device of the organisation, and records no waste', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const tenant = await createTenant(request);
    const kitchen = await apiLogin(request, tenant.kitchen);
    const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: kitchen,
      data: {
        title: 'Rijstpudding',
        locationId: tenant.locations[0].id,
        totalQuantity: 2,
        availableUntil: hoursFromNow(2),
        allergensDeclared: true,
      },
    });
    expect(offered.status()).toBe(201);
    const { id } = (await offered.json()) as { id: string };
    const withdrawn = await request.patch(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/status`, {
      headers: kitchen,
      data: { status: 'expired' },
    });
    expect(withdrawn.status()).toBe(200);

    const other = await colleague(browser, baseURL!, tenant.admin);
    await other.page.goto('/dashboard/verspilling');
    await expect(other.page.getByTestId('waste-leftovers').getByText('Rijstpudding')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.goto('/dashboard/verspilling');
    await page.getByTestId('waste-leftovers').getByRole('button', { name: 'Anders gebruikt: Rijstpudding' }).click();
    await expect(page.getByTestId('waste-leftovers')).toHaveCount(0);
    await expect(page.getByText('Vandaag nog niets gewogen.')).toBeVisible();

    await other.page.reload();
    await expect(other.page.getByRole('heading', { name: 'Verspilling', exact: true })).toBeVisible();
    await expect(other.page.getByTestId('waste-leftovers')).toHaveCount(0);
    await other.context.close();
  });

  test('the kitchen records waste on a phone, repeats it in three taps with "Zelfde als vorige", and undoes one', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.getByRole('link', { name: 'Verspilling wegen' }).click();
    await expect(page.getByRole('heading', { name: 'Verspilling', exact: true })).toBeVisible();

    const keypad = (key: string) => page.getByRole('button', { name: key, exact: true }).click();
    for (const key of ['1', '2', '5', '0']) await keypad(key);
    await expect(page.getByTestId('weight-display')).toContainText('1250');
    const form = page.getByRole('form', { name: 'Verspilling' });
    await form.getByText('Overproductie', { exact: true }).click();
    await form.getByText('Te veel gekookt', { exact: true }).click();
    await page.getByRole('button', { name: /^Opslaan/ }).click();
    const today = page.getByTestId('waste-today');
    await expect(today.getByText('1,25 kg · Overproductie')).toBeVisible();

    // Three taps: the same choice as before, the weight, save.
    await page.getByRole('button', { name: 'Zelfde als vorige' }).click();
    for (const key of ['8', '0', '0']) await keypad(key);
    await page.getByRole('button', { name: 'Opslaan · 800 g' }).click();
    await expect(today.getByText('800 g · Overproductie')).toBeVisible();
    await page.getByRole('status').getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(today.getByText('800 g · Overproductie')).toHaveCount(0);
    await expect(today.getByText('1,25 kg · Overproductie')).toBeVisible();
  });

  test('an ended portion with units left shows under "Wat is ermee gebeurd?" until the kitchen records the rest as waste', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const kitchen = await apiLogin(request, tenant.kitchen);
    const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: kitchen,
      data: {
        title: 'Erwtensoep',
        locationId: tenant.locations[0].id,
        totalQuantity: 3,
        availableUntil: hoursFromNow(2),
        allergensDeclared: true,
        portionWeightGrams: 350,
      },
    });
    expect(offered.status()).toBe(201);
    const { id } = (await offered.json()) as { id: string };
    const withdrawn = await request.patch(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/status`, {
      headers: kitchen,
      data: { status: 'expired' },
    });
    expect(withdrawn.status()).toBe(200);

    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, tenant.kitchen);
    await page.goto('/dashboard/verspilling');
    const leftovers = page.getByTestId('waste-leftovers');
    await expect(leftovers.getByRole('heading', { name: 'Wat is ermee gebeurd?' })).toBeVisible();
    await expect(leftovers.getByText('3 over · 1,05 kg')).toBeVisible();
    await leftovers.getByRole('button', { name: 'Weggegooid: Erwtensoep' }).click();
    await expect(page.getByTestId('waste-today').getByText('1,05 kg · Niet opgehaald')).toBeVisible();
    await expect(page.getByTestId('waste-leftovers')).toHaveCount(0);
  });

  test('the admin sets a baseline and sees the change against it, then prints the annual report to PDF with its figures', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const admin = await apiLogin(request, tenant.admin);
    const location = tenant.locations[0].id;
    // Four weeks at 100 g per meal, then a week at 50 g per meal.
    for (let back = 30; back >= 1; back--) {
      const grams = back >= 3 ? 10_000 : 5_000;
      const recordedAt = new Date(Date.now() - back * 86_400_000).toISOString();
      const recorded = await request.post(`/api/protected/tenants/${tenant.tenantId}/waste-records`, {
        headers: admin,
        data: { locationId: location, weightGrams: grams, stage: 'plate', reasonCode: 'returned', destination: 'digestion', recordedAt },
      });
      expect(recorded.status(), await recorded.text()).toBe(201);
      const meals = await request.put(`/api/protected/tenants/${tenant.tenantId}/locations/${location}/meals-served/${localDay(back)}`, {
        headers: admin,
        data: { meals: 100 },
      });
      expect(meals.status()).toBe(200);
    }

    await loginAs(page, tenant.admin);
    await page.goto('/dashboard/verspilling');
    const report = page.getByTestId('waste-report');
    await expect(report.getByText('Verspilling en redding')).toBeVisible();
    await page.getByLabel(/^Van\b/).fill(localDay(31));
    await page.getByLabel(/^Tot en met/).fill(localDay(3));
    await page.getByRole('button', { name: 'Basislijn opslaan' }).click();
    await expect(report.getByText('Basislijn: 100 g')).toBeVisible();
    await expect(report.getByText(/^-\d/)).toBeVisible();

    const year = new Date().getFullYear();
    await page.goto(`/dashboard/verspilling/jaarverslag?jaar=${year}`);
    await expect(page.getByRole('heading', { name: `Jaarverslag voedselverspilling ${year}` })).toBeVisible();
    await expect(page.getByTestId('annual-stages')).toContainText('Bordrestjes');
    const text = await pdfText(await page.pdf());
    expect(text).toContain(`Jaarverslag voedselverspilling ${year}`);
    expect(text).toContain('directe weging per gebeurtenis');
    expect(text).toContain('Bordrestjes');
    expect(text).not.toContain('Afdrukken of als PDF bewaren');
  });
});
