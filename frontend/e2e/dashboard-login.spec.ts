import { gzipSync } from 'node:zlib';
import { loginAs, loginThroughForm, PASSWORD, toast } from './dashboard-fixtures';
import { expect, test } from './support/test';

const TOKEN_KEY = 'portiepunt.token';
const KITCHEN = { email: 'keuken@delinde.nl', password: PASSWORD, firstName: 'Karin' };
const token = (page: import('@playwright/test').Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test.describe('login', () => {
  test('empty fields say "Vul alle velden in." and send nothing', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/auth/login') && logins.push(request.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Vul alle velden in.');
    await page.getByLabel('E-mailadres').fill(KITCHEN.email);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Vul alle velden in.');
    expect(logins).toEqual([]);
  });

  test('a wrong password shows the error banner and stores no token', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(KITCHEN.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Fout-wachtwoord-1');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Ongeldige inloggegevens. Probeer het opnieuw.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await token(page)).toBeNull();
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill('geheim');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the login page links to a demo request and back home', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Demo aanvragen' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Terug naar de homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('success toasts "Succesvol ingelogd", stores the token and opens the dashboard with name and role badge', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(KITCHEN.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(KITCHEN.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // At once, while the brief toast is there: it confirms, and greets nobody (the heading does).
    await expect(toast(page)).toHaveText(/^(?![\s\S]*Karin)[\s\S]*Succesvol ingelogd/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Karin' })).toBeVisible();
    expect(await token(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('Karin Keuken').first()).toBeVisible();
    await expect(header.getByTestId('role-badge').first()).toHaveText('Keukenpersoneel');
  });

  test('each role gets its own badge colour and Dutch label', async ({ browser, baseURL }) => {
    const seen = new Map<string, string>();
    for (const [email, label] of [
      ['keuken@delinde.nl', 'Keukenpersoneel'],
      ['zorg@delinde.nl', 'Zorgpersoneel'],
      ['beheer@delinde.nl', 'Beheerder'],
      ['super@portiepunt.nl', 'Superbeheerder'],
    ]) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const response = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
      const { token: value, user } = await response.json();
      await page.goto('/login');
      await page.evaluate(([key, jwt]) => localStorage.setItem(key, jwt), [TOKEN_KEY, value]);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${user.firstName}` })).toBeVisible();
      const badge = page.getByRole('banner').getByTestId('role-badge').first();
      await expect(badge).toHaveText(label);
      seen.set(label, await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
      await context.close();
    }
    expect(new Set(seen.values()).size).toBe(4);
  });
});

test.describe('session', () => {
  test('a logged-in visitor of /login goes straight to /dashboard', async ({ page }) => {
    await loginAs(page, KITCHEN);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Karin' })).toBeVisible();
  });

  test('logout removes the token and goes to /login; /dashboard then sends back to /login', async ({ page }) => {
    await loginAs(page, KITCHEN);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await token(page)).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a token the API rejects (401) is removed and the visitor lands on /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((key) => localStorage.setItem(key, 'not.a.valid-token'), TOKEN_KEY);
    const profile = page.waitForResponse((response) => response.url().endsWith('/api/protected/profile'));
    await page.goto('/dashboard');
    expect((await profile).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    expect(await token(page)).toBeNull();
  });

  test('a 401 from a later call during the session also ends it', async ({ page }) => {
    // Only the call this test makes may meet the bad token, not a refresh after a live event.
    await page.route('**/api/protected/events', (route) => route.abort());
    await loginAs(page, KITCHEN);
    await expect(page.getByTestId('portion-card').first().or(page.getByTestId('empty-state'))).toBeVisible();
    // The server no longer accepts the session: the next call answers 401.
    await page.evaluate((key) => localStorage.setItem(key, 'expired.session.token'), TOKEN_KEY);
    // Opening the notification settings reads them from the API.
    await page.getByRole('link', { name: 'Meldingen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await token(page)).toBeNull();
  });
});

test.describe('bundles', () => {
  /**
   * The scripts' bodies as they arrive. A body can be read only until its page is navigated away from, which a busy
   * machine may not manage by itself: `read()` waits for every read begun, before the next navigation and before counting.
   */
  const scriptsOf = (page: import('@playwright/test').Page) => {
    const bodies: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        reads.push(response.body().then((body) => void bodies.push(body.toString('utf8'))));
    });
    return { bodies, read: async () => void (await Promise.all(reads)) };
  };
  const REACT_ADMIN = /ra\.navigation|MuiButtonBase|ra-data-simple-rest|useListController/;

  test('opening / and /login downloads no react-admin code; the admin dashboard does', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await scripts.read();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await scripts.read();
    expect(scripts.bodies.filter((body) => REACT_ADMIN.test(body))).toEqual([]);

    await loginThroughForm(page, { email: 'beheer@delinde.nl', password: PASSWORD, firstName: 'Bram' });
    await expect(page.getByRole('tab', { name: 'Gebruikers' })).toBeVisible();
    await scripts.read();
    const adminCode = scripts.bodies.filter((body) => REACT_ADMIN.test(body));
    expect(adminCode.length).toBeGreaterThan(0);
    console.log(`react-admin chunk: ${(adminCode.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1000).toFixed(1)} kB gzipped`);
  });
});
