import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../playwright.config';
import {
  apiLogin,
  colleague,
  createTenant,
  expectLive,
  loginAs,
  offerPortion,
  type Person,
  type TestTenant,
  toast,
} from './dashboard-fixtures';
import { qrStillVideo } from './support/still-camera';
import { expect, layoutScreenshot, test } from './support/test';

const TABLET = { width: 768, height: 1024 };

/** Without allergens the kitchen states that the portion contains none of the 14. */
const offer = (request: APIRequestContext, tenant: TestTenant, title: string, allergens: string[] = []) =>
  offerPortion(request, tenant, { title, totalQuantity: 5, allergens });

async function reserveFor(request: APIRequestContext, who: Person, portionId: string) {
  const response = await request.post('/api/protected/reservations', { headers: await apiLogin(request, who), data: { portionId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; pickupCode: string };
}

const row = (page: Page, code: string) => page.locator(`[data-testid="counter-reservation"][data-code="${code}"]`);
const fullName = (who: Person) => `${who.firstName} ${who.lastName}`;

test.describe('the counter', () => {
  test('the staff phone shows the code; the counter tablet finds it typed in lower case and hands it over once, with the errors in Dutch', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 1 });
    const [sanne] = tenant.staff;
    const portion = await offer(request, tenant, 'Stamppot boerenkool', ['milk']);
    const placed = await reserveFor(request, sanne, portion.id);

    const phone = await colleague(browser, baseURL!, sanne);
    await phone.page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    const card = phone.page.getByTestId('reservation-card');
    await expect(card.getByTestId('pickup-code')).toHaveText(placed.pickupCode);
    await expect(card.getByTestId('pickup-qr')).toBeVisible();
    await expectLive(phone.page);

    const tablet = await colleague(browser, baseURL!, tenant.kitchen, TABLET);
    await tablet.page.getByRole('link', { name: 'Balie-modus' }).click();
    await expect(tablet.page).toHaveURL(/\/dashboard\/balie$/);
    await expect(row(tablet.page, placed.pickupCode)).toContainText(fullName(sanne));
    await expect(row(tablet.page, placed.pickupCode).getByTestId('counter-allergens')).toContainText('Melk');

    const handOvers: string[] = [];
    tablet.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/handovers')) handOvers.push(r.postData() ?? '');
    });
    await tablet.page.getByTestId('counter-code').fill(placed.pickupCode.toLowerCase());
    await expect(tablet.page.getByTestId('counter-reservation')).toHaveCount(1);
    const handOver = row(tablet.page, placed.pickupCode).getByRole('button', { name: 'Meegegeven' });
    await handOver.click();
    await expect(row(tablet.page, placed.pickupCode).getByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
    await expect(toast(tablet.page)).toContainText(`Meegegeven aan ${fullName(sanne)}`, { timeout: 20_000 });
    await expect(phone.page.getByTestId('reservation-status')).toHaveText('Opgehaald');
    await expect(tablet.page.getByTestId('counter-reservation')).toHaveCount(0);
    expect(handOvers).toHaveLength(1);

    // The same code again: already handed over. An unknown code: says so. Nothing changes either time.
    await tablet.page.getByTestId('counter-code').fill(placed.pickupCode);
    await tablet.page.getByRole('button', { name: 'Code controleren en meegeven' }).click();
    await expect(tablet.page.getByTestId('counter-problem')).toHaveText('Deze portie is al meegegeven. Er is niets veranderd.');
    const unknown = placed.pickupCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    await tablet.page.getByTestId('counter-code').fill(unknown);
    await tablet.page.getByRole('button', { name: 'Code controleren en meegeven' }).click();
    await expect(tablet.page.getByTestId('counter-problem')).toContainText('Onbekende code');

    for (const context of [phone.context, tablet.context]) await context.close();
  });

  test('the counter tablet reads the QR code from the camera (a still image) and finds the reservation by name', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 2 });
    const [sanne, tim] = tenant.staff;
    const portion = await offer(request, tenant, 'Erwtensoep');
    const sannes = await reserveFor(request, sanne, portion.id);
    const tims = await reserveFor(request, tim, portion.id);

    // Chromium's fake camera shows Tim's QR code, as his phone would hold it up to the tablet.
    const camera = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${qrStillVideo(`PORTIEPUNT:${tims.pickupCode}:${tims.id}`)}`,
      ],
    });
    const context = await camera.newContext({ baseURL, viewport: TABLET, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    await context.grantPermissions(['camera']);
    const tablet = await context.newPage();
    await loginAs(tablet, tenant.kitchen);
    await tablet.goto('/dashboard/balie');
    await expect(tablet.getByTestId('counter-reservation')).toHaveCount(2);

    await tablet.getByRole('textbox', { name: 'Zoek op naam of portie' }).fill(sanne.firstName);
    await expect(tablet.getByTestId('counter-reservation')).toHaveCount(1);
    await expect(row(tablet, sannes.pickupCode)).toBeVisible();
    await tablet.getByRole('textbox', { name: 'Zoek op naam of portie' }).fill('');

    await tablet.getByRole('button', { name: 'Scan QR-code' }).click();
    await expect(tablet.getByTestId('counter-code')).toHaveValue(tims.pickupCode, { timeout: 20_000 });
    await expect(tablet.getByTestId('counter-reservation')).toHaveCount(1);
    await row(tablet, tims.pickupCode).getByRole('button', { name: 'Meegegeven' }).click();
    await expect(toast(tablet)).toContainText(`Meegegeven aan ${fullName(tim)}`, { timeout: 20_000 });
    await camera.close();
  });

  test('at 375 px the counter fits the screen; a hand-over at another counter marks the row done, which then leaves, and the list is not fetched again', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tenant = await createTenant(request, { staffCount: 2 });
    const [sanne, tim] = tenant.staff;
    const portion = await offer(request, tenant, 'Hutspot met klapstuk', ['celery']);
    const sannes = await reserveFor(request, sanne, portion.id);
    const tims = await reserveFor(request, tim, portion.id);

    const { context, page } = await colleague(browser, baseURL!, tenant.kitchen, { width: 375, height: 812 });
    await page.goto('/dashboard/balie');
    await expect(page.getByTestId('counter-reservation')).toHaveCount(2);
    await expectLive(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    for (const control of [
      page.getByRole('combobox', { name: 'Locatie' }),
      page.getByTestId('counter-code'),
      page.getByRole('textbox', { name: 'Zoek op naam of portie' }),
      page.getByRole('button', { name: 'Scan QR-code' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await layoutScreenshot(page, 'test-results/counter-375.png');

    const listFetches: string[] = [];
    page.on('request', (r) => r.method() === 'GET' && r.url().includes('/open-reservations') && listFetches.push(r.url()));
    // Another counter hands Sanne's portion over.
    const handedOver = await request.post(`/api/protected/tenants/${tenant.tenantId}/locations/${tenant.locations[0].id}/handovers`, {
      headers: await apiLogin(request, tenant.kitchen),
      data: { code: sannes.pickupCode },
    });
    expect(handedOver.status(), await handedOver.text()).toBe(200);
    await expect(row(page, sannes.pickupCode)).toHaveAttribute('data-status', 'picked_up');
    await expect(row(page, sannes.pickupCode).getByTestId('counter-done')).toHaveText(`Meegegeven aan ${fullName(sanne)}`);
    await expect(row(page, sannes.pickupCode).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Open reserveringen vandaag (1)' })).toBeVisible();
    await layoutScreenshot(page, 'test-results/counter-375-done.png');
    // It leaves after a moment; Tim's row stays where it is.
    await expect(row(page, sannes.pickupCode)).toHaveCount(0);
    await expect(row(page, tims.pickupCode)).toHaveAttribute('data-status', 'reserved');
    expect(listFetches).toEqual([]);

    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await fits()).toBe(true);
      await layoutScreenshot(page, `test-results/counter-${width}.png`);
    }
    await context.close();
  });
});
