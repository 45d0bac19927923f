import type { Request } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiLogin, colleague, createTenant, hoursFromNow, localDateTime, loginAs, toast } from './dashboard-fixtures';
import { expect, test } from './support/test';

const TABLET = { width: 768, height: 1024 };

/** Without any white space: PDF text extraction spaces some characters (≤, °) its own way. */
const squashed = (text: string) => text.replace(/\s+/g, '');

/** The text of every page of a PDF, page by page. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

test.describe('food information', () => {
  test('the cook declares "no allergens", the card says "Geen allergenen", and the label prints to PDF with its text', async ({
    page,
    request,
  }) => {
    // A form, a label page and a PDF on a shared machine.
    test.setTimeout(150_000);
    const tenant = await createTenant(request, { staffCount: 0 });
    await page.setViewportSize(TABLET);
    await loginAs(page, tenant.kitchen);
    await page.getByRole('button', { name: 'Portie toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe portie' });
    await form.getByLabel('Titel').fill('Fruitsalade');
    await form.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: 'Hoofdgebouw' }).click();
    await form.getByLabel('Aantal porties').fill('4');
    await form.getByLabel('Beschikbaar tot').fill(localDateTime(3));
    // Without an answer to the allergen question nothing is sent.
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    await expect(
      form.getByTestId('allergen-fieldset').getByText('Kies de allergenen, of bevestig dat de portie geen van de 14 allergenen bevat.'),
    ).toBeVisible();
    await form.getByRole('checkbox', { name: 'Deze portie bevat geen van de 14 allergenen' }).check();
    await form.getByRole('group', { name: 'Kan sporen bevatten van' }).getByRole('checkbox', { name: 'Noten', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Veganistisch' }).check();
    await form.getByRole('button', { name: /^Meer details/ }).click();
    await form.getByLabel('Bereid op').fill(localDateTime(-1));
    await form.getByRole('radio', { name: 'Gekoeld (≤ 7 °C)' }).check();
    await form.getByLabel('Ingrediënten').fill('Appel, peer, druiven, sinaasappelsap');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/portions'));
    await form.getByRole('button', { name: 'Portie opslaan' }).click();
    const body = await (await created).json();
    expect(body).toMatchObject({
      allergens: [],
      allergensDeclared: true,
      mayContain: ['nuts'],
      diet: ['vegetarian', 'vegan'],
      storage: 'chilled',
      reheat: false,
      ingredients: 'Appel, peer, druiven, sinaasappelsap',
    });
    const card = page.getByTestId('portion-card').filter({ hasText: 'Fruitsalade' });
    await expect(card.getByTestId('allergens-none')).toHaveText('Geen allergenen');
    await expect(card.getByTestId('allergens-may-contain')).toContainText('Noten');
    await expect(card.getByTestId('diet-marks')).toHaveText(/Vegetarisch.*Veganistisch/);
    await expect(card.getByTestId('storage-note')).toContainText('Gekoeld (≤ 7 °C)');

    await card.getByRole('link', { name: 'Etiket van Fruitsalade afdrukken' }).click();
    await expect(page).toHaveURL(`/dashboard/etiket?portions=${body.id}`);
    const label = page.getByTestId('portion-label');
    await expect(label).toContainText('Fruitsalade');
    await expect(label.locator('strong').first()).toHaveText('Geen allergenen');
    await expect(page.getByRole('radio', { name: 'Labelrol 62 mm' })).toBeChecked();

    await page.emulateMedia({ media: 'print' });
    const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const [rollPage, ...more] = await pdfText(roll);
    expect(more).toEqual([]);
    for (const text of [
      'Fruitsalade',
      'Geen allergenen',
      'Kan sporen bevatten van: Noten (schaalvruchten)',
      'Dieet: Vegetarisch, Veganistisch',
      'Bereid',
      'Gekoeld (≤ 7 °C)',
      'Ophalen vóór',
      'Hoofdgebouw',
      tenant.name,
    ]) {
      expect(squashed(rollPage)).toContain(squashed(text));
    }
    // The screen's controls are not printed.
    expect(rollPage).not.toContain('Afdrukken');
    expect(rollPage).not.toContain('Terug naar het dashboard');
  });

  test('an A4 sheet holds the labels of several portions, each with its allergens in bold', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 0 });
    const headers = await apiLogin(request, tenant.kitchen);
    const ids: string[] = [];
    for (const portion of [
      { title: 'Lasagne', allergens: ['gluten', 'milk', 'celery'] },
      { title: 'Saté', allergens: ['peanuts', 'soy'], storage: 'chilled', reheat: true },
    ]) {
      const response = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
        headers,
        data: { locationId: tenant.locations[0].id, availableUntil: hoursFromNow(3), ...portion },
      });
      expect(response.status(), await response.text()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await loginAs(page, tenant.kitchen);
    await page.goto(`/dashboard/etiket?portions=${ids.join(',')}`);
    await expect(page.getByTestId('portion-label')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'A4-vel met etiketten' })).toBeChecked();
    await expect(page.getByTestId('portion-label').nth(1).locator('strong').first()).toHaveText("Bevat: Pinda's (aardnoten), Soja");
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfText(await page.pdf({ preferCSSPageSize: true }));
    expect(pages).toHaveLength(1);
    const text = squashed(pages[0]);
    expect(text).toContain(squashed('Bevat: Gluten (glutenbevattende granen), Melk (incl. lactose), Selderij'));
    expect(text).toContain(squashed('Opwarmen tot minstens 75 °C in de kern'));
  });

  test("a colleague's peanut filter hides peanut dishes on the device, says how many, survives a reload, asks before reserving one anyway, and never reaches the server", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const tenant = await createTenant(request);
    const headers = await apiLogin(request, tenant.kitchen);
    for (const portion of [
      { title: 'Saté met pindasaus', allergens: ['peanuts', 'soy'], diet: ['halal'] },
      { title: 'Tomatensoep', allergensDeclared: true, diet: ['vegetarian', 'vegan'] },
    ]) {
      const response = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
        headers,
        data: { locationId: tenant.locations[0].id, availableUntil: hoursFromNow(3), totalQuantity: 2, ...portion },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    const { page } = await colleague(browser, baseURL!, tenant.staff[0]);
    const sent: Request[] = [];
    page.on('request', (r) => sent.push(r));
    const meal = (title: string) => page.getByTestId('meal-card').filter({ hasText: title });
    await expect(meal('Saté met pindasaus')).toBeVisible();
    await expect(meal('Saté met pindasaus').getByTestId('allergens-contains')).toHaveText(/Pinda's.*Soja/);
    await expect(meal('Tomatensoep').getByTestId('allergens-none')).toHaveText('Geen allergenen');

    await page.getByRole('button', { name: /Mijn allergenen en dieet/ }).click();
    await expect(page.getByTestId('food-filter-privacy')).toContainText('nooit naar Portiepunt gestuurd');
    await page.getByRole('checkbox', { name: "Pinda's (aardnoten)" }).check();
    await expect(meal('Saté met pindasaus')).toHaveCount(0);
    await expect(meal('Tomatensoep')).toBeVisible();
    await expect(page.getByTestId('hidden-count')).toContainText('1 portie verborgen door je filter');
    await expect(page.getByTestId('available-count')).toHaveText('2 porties beschikbaar');

    await page.reload();
    await expect(meal('Tomatensoep')).toBeVisible();
    await expect(meal('Saté met pindasaus')).toHaveCount(0);
    await expect(page.getByTestId('hidden-count')).toContainText('1 portie verborgen');
    await page.getByRole('button', { name: /Mijn allergenen en dieet/ }).click();
    await expect(page.getByRole('checkbox', { name: "Pinda's (aardnoten)" })).toBeChecked();

    await page.getByRole('button', { name: 'Toch tonen' }).click();
    const sate = meal('Saté met pindasaus');
    await expect(sate.getByTestId('outside-filter')).toHaveText('Past niet bij je filter');
    const reservations = () => sent.filter((r) => r.method() === 'POST' && r.url().endsWith('/api/protected/reservations')).length;
    await sate.getByRole('button', { name: 'Reserveer' }).click();
    const question = sate.getByTestId('allergen-confirm');
    await expect(question).toContainText("Pinda's. Wil je haar toch reserveren?");
    await expect(question.getByRole('button', { name: 'Toch reserveren' })).toBeFocused();
    await question.getByRole('button', { name: 'Niet reserveren' }).click();
    expect(reservations()).toBe(0);
    await sate.getByRole('button', { name: 'Reserveer' }).click();
    await sate.getByRole('button', { name: 'Toch reserveren' }).click();
    await expect(toast(page)).toContainText("Bevat: Pinda's, Soja");
    expect(reservations()).toBe(1);
    await page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    await expect(page.getByTestId('reservation-card').filter({ hasText: 'Saté' }).getByTestId('allergens-contains')).toHaveText(
      /Pinda's.*Soja/,
    );

    // A diet filter narrows further, also kept on the device.
    await page.getByRole('tab', { name: /Beschikbare maaltijden/ }).click();
    const filterToggle = page.getByRole('button', { name: /Mijn allergenen en dieet/ });
    if ((await filterToggle.getAttribute('aria-expanded')) !== 'true') await filterToggle.click();
    await page.getByRole('checkbox', { name: 'Halal' }).check();
    await expect(page.getByTestId('hidden-count')).toContainText('2 porties verborgen');

    const stored = await page.evaluate(() => localStorage.getItem('portiepunt.staff.food-filter'));
    expect(JSON.parse(stored!)).toEqual({ avoid: ['peanuts'], alsoTraces: false, diet: ['halal'], iddsiMax: null });
    // Nothing of the filter left the device: no URL, header or body mentions it.
    for (const request of sent) {
      const carried = [request.url(), request.postData() ?? '', JSON.stringify(await request.allHeaders())].join(' ');
      expect(carried).not.toMatch(/peanuts|pinda|food-filter|alsoTraces|avoid/i);
    }
  });
});
