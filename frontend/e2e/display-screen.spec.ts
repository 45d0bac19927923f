import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLogin,
  createTenant,
  hoursFromNow,
  loginAs,
  markNoReload,
  offerPortion,
  PHOTO_PNG,
  type TestTenant,
} from './dashboard-fixtures';
import { startStack } from './support/stack.mjs';
import { expect, layoutScreenshot, test } from './support/test';

const TV = { width: 1920, height: 1080 };

/** Without allergens the kitchen states that the portion contains none of the 14. */
const offer = (request: APIRequestContext, tenant: TestTenant, title: string, food: { allergens?: string[]; diet?: string[] } = {}) =>
  offerPortion(request, tenant, { title, totalQuantity: 5, availableUntil: hoursFromNow(2), ...food });

const tile = (screen: Page, title: string) => screen.getByTestId('screen-portion').filter({ hasText: title });

test.describe('the screen at the entrance', () => {
  test('the admin makes a display link; the screen updates without a reload when the kitchen offers a portion, survives a server restart, and stops when the link is revoked', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // An app of its own, so that restarting it disturbs no other journey.
    const stack = await startStack();
    const request = await playwrightRequest.newContext({ baseURL: stack.baseUrl });
    try {
      const tenant = await createTenant(request, { locations: ['Restaurant De Linde'], staffCount: 1 });

      // The admin makes the link on the location's screen and sees it once, with a copy button.
      const adminContext = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
      const admin = await adminContext.newPage();
      await loginAs(admin, tenant.admin);
      await admin.goto(`/dashboard/locations/${tenant.locations[0].id}`);
      const section = admin.getByTestId('location-displays');
      await expect(section.getByText('Nog geen schermlinks voor deze locatie.')).toBeVisible();
      // A link has a name: without one the form says so.
      await section.getByRole('button', { name: 'Schermlink maken' }).click();
      await expect(section.getByText('Geef het scherm een naam.')).toBeVisible();
      await section.getByRole('textbox', { name: 'Naam van het scherm' }).fill('Scherm hal Hoofdgebouw');
      await section.getByRole('button', { name: 'Schermlink maken' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Schermlink aangemaakt' });
      await expect(dialog.getByRole('button', { name: 'Kopiëren' })).toBeVisible();
      const url = await dialog.getByRole('textbox', { name: 'Schermlink' }).inputValue();
      expect(url).toMatch(new RegExp(`^${stack.baseUrl}/scherm/[A-Za-z0-9_-]{43}$`));
      await dialog.getByRole('button', { name: 'Klaar' }).click();
      await expect(section.getByTestId('display-link')).toHaveCount(1);
      await expect(section.getByTestId('display-link')).toContainText('Scherm hal Hoofdgebouw');
      await expect(section).not.toContainText(url.split('/scherm/')[1]);
      await section.getByRole('button', { name: 'Naam wijzigen' }).click();
      const renaming = admin.getByRole('dialog', { name: 'Naam van het scherm wijzigen' });
      await renaming.getByRole('textbox', { name: 'Naam van het scherm' }).fill('Scherm restaurant');
      await renaming.getByRole('button', { name: 'Opslaan' }).click();
      await expect(renaming).toBeHidden();
      await expect(section.getByTestId('display-link')).toContainText('Scherm restaurant');

      // The screen: no login, the location's name, nothing on offer yet.
      const screenContext = await browser.newContext({ viewport: TV, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
      const screen = await screenContext.newPage();
      await screen.goto(url);
      await expect(screen.getByRole('heading', { level: 1, name: 'Restaurant De Linde' })).toBeVisible();
      await expect(screen.getByTestId('screen-status')).toHaveAttribute('data-status', 'live');
      await expect(screen.getByTestId('screen-empty')).toBeVisible();
      const sameDocument = await markNoReload(screen);

      // The kitchen offers: the screen shows it, live, with what is left and the allergens; a reservation counts down.
      const { id } = await offer(request, tenant, 'Lasagne bolognese', { allergens: ['gluten', 'milk'], diet: ['vegetarian'] });
      await expect(tile(screen, 'Lasagne bolognese')).toBeVisible();
      await expect(tile(screen, 'Lasagne bolognese').getByTestId('screen-left')).toContainText('5');
      for (const name of ['Bevat', 'Gluten', 'Melk'])
        await expect(tile(screen, 'Lasagne bolognese').getByTestId('screen-food')).toContainText(name);
      await expect(tile(screen, 'Lasagne bolognese').getByTestId('screen-food')).toContainText('Vegetarisch');
      const photo = await request.put(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/photo`, {
        headers: await apiLogin(request, tenant.kitchen),
        multipart: { photo: { name: 'lasagne.png', mimeType: 'image/png', buffer: PHOTO_PNG } },
      });
      expect(photo.status(), await photo.text()).toBe(200);
      const reserved = await request.post('/api/protected/reservations', {
        headers: await apiLogin(request, tenant.staff[0]),
        data: { portionId: id },
      });
      expect(reserved.status()).toBe(201);
      await expect(tile(screen, 'Lasagne bolognese').getByTestId('screen-left')).toContainText('4');
      await sameDocument();
      // No names on the screen: not the kitchen's, not the person who reserved.
      for (const who of [tenant.kitchen, tenant.staff[0], tenant.admin])
        await expect(screen.locator('body')).not.toContainText(who.lastName);

      // The server restarts (SIGTERM, then a new process): the screen reconnects by itself and stays live.
      await stack.restart();
      await expect(screen.getByTestId('screen-status')).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
      await offer(request, tenant, 'Groentesoep');
      await expect(tile(screen, 'Groentesoep')).toBeVisible({ timeout: 15_000 });
      await expect(tile(screen, 'Groentesoep').getByTestId('screen-food')).toContainText('Geen allergenen');
      await expect(tile(screen, 'Lasagne bolognese').getByTestId('screen-left')).toContainText('4');
      await sameDocument();

      for (const viewport of [TV, { width: 1280, height: 720 }, { width: 768, height: 1024 }, { width: 375, height: 812 }]) {
        await screen.setViewportSize(viewport);
        await layoutScreenshot(screen, test.info().outputPath(`screen-${viewport.width}.png`));
      }

      // The admin revokes it: the open screen says so within a few seconds.
      await admin.reload();
      await section.getByRole('button', { name: 'Intrekken' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Intrekken' }).click();
      await expect(section.getByText('Nog geen schermlinks voor deze locatie.')).toBeVisible();
      await expect(screen.getByRole('heading', { name: 'Deze schermlink werkt niet meer.' })).toBeVisible({ timeout: 10_000 });
      expect((await request.get(`/api/display/${url.split('/scherm/')[1]}/portions`)).status()).toBe(404);
      await screenContext.close();
      await adminContext.close();
    } finally {
      await request.dispose();
      await stack.stop();
    }
  });
});
