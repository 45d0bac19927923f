import type { Page } from '@playwright/test';
import { apiLogin, createTenant, loginAs } from './dashboard-fixtures';
import { linkTo, waitForMail } from './support/mail';
import { expect, layoutScreenshot, open, test } from './support/test';

const SHOTS = 'test-results/i18n';
const WIDTHS = [375, 1280] as const;

/** The language switch that this width shows (the header has one for phones and one for wide screens). */
const languageSwitch = (page: Page, label: string) => page.getByRole('combobox', { name: label }).filter({ visible: true });

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a staff user switches the dashboard to French and to English; the profile keeps the choice', async ({ page, request }) => {
  const tenant = await createTenant(request);
  const sanne = tenant.staff[0];
  await loginAs(page, sanne);
  await expect(page.getByRole('tab', { name: 'Beschikbare maaltijden' })).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/protected/profile/language'));
  await languageSwitch(page, 'Taal').selectOption('fr');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${sanne.firstName}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Repas disponibles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The profile decides, not this browser: forget the local choice and open the dashboard again.
  await page.evaluate(() => localStorage.removeItem('portiepunt.language'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Repas disponibles' })).toBeVisible();
  await expect(page.getByText('Personnel soignant').filter({ visible: true })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('tab', { name: 'Mes réservations' })).toBeVisible();
    await layoutScreenshot(page, `${SHOTS}/staff-fr-${width}.png`);
    await expectNoOverflow(page);
  }

  await languageSwitch(page, 'Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${sanne.firstName}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Available meals' })).toBeVisible();
  await page.getByRole('tab', { name: 'My reservations' }).click();
  await expect(page.getByText('You have no reservations yet.', { exact: false })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await layoutScreenshot(page, `${SHOTS}/staff-en-${width}.png`);
    await expectNoOverflow(page);
  }

  // A new session anywhere opens in the profile's language.
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('portiepunt.token'))}` };
  const profile = await request.get('/api/protected/profile', { headers });
  expect(((await profile.json()) as { language: string }).language).toBe('en');
});

test('the login page switches language and remembers it on this device', async ({ page }) => {
  await page.goto('/login');
  await languageSwitch(page, 'Taal').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoOverflow(page);
  await layoutScreenshot(page, `${SHOTS}/login-fr-375.png`);
  await languageSwitch(page, 'Langue').selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
});

test("a reset link opens in the user's language, on a device that has never seen it", async ({ page, request }) => {
  const tenant = await createTenant(request, { staffCount: 0, locations: [] });
  const kees = tenant.kitchen;
  const headers = await apiLogin(request, kees);
  expect((await request.put('/api/protected/profile/language', { headers, data: { language: 'fr' } })).status()).toBe(200);
  expect((await request.post('/api/auth/forgot-password', { data: { email: kees.email } })).status()).toBe(202);

  const link = linkTo(await waitForMail(kees.email), '/wachtwoord-herstellen');
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez un nouveau mot de passe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouvelle-soupe-de-Kees');
  await page.getByLabel('Répétez le nouveau mot de passe', { exact: true }).fill('Nouvelle-soupe-de-Kees');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre mot de passe est défini. Connectez-vous avec votre nouveau mot de passe.');
});
