import { META } from '../src/public/content/meta';
import { PUBLIC_ROUTES } from './routes';
import { STATUS_UPDATES } from '../src/public/content/status-updates';
import { expect, open, test } from './support/test';

const MIN_PAGE_TEXT = 400; // a page with only a heading has far less text than this

test.describe('every route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows its heading, title, description and real content`, async ({ page }) => {
      await open(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.meta.description);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(route.path === '/voorwaarden' ? 1 : 0);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(MIN_PAGE_TEXT);
    });
  }

  test('/voorwaarden is noindex and states version 1.0 of 24 mei 2025 with the figures of the terms', async ({ page }) => {
    await open(page, '/voorwaarden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const text = await page.locator('main').innerText();
    for (const figure of [
      'Versie 1.0',
      '24 mei 2025',
      'opzegtermijn van 30 dagen',
      'binnen 30 dagen een export',
      '99,5% per kalenderjaar',
      'minstens 48 uur vooraf',
      'Belgisch recht',
    ]) {
      expect(text).toContain(figure);
    }
  });

  test('leaving /voorwaarden for another page removes its noindex', async ({ page }) => {
    await open(page, '/voorwaarden');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveTitle(META.cookies.title);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('an unknown path answers status 404 and shows 404 Page Not Found with links home and to /contact', async ({ page }) => {
    const response = await page.goto('/bestaat-niet/echt-niet');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('main').getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    await expect(page).toHaveTitle(META.notFound.title);
    await page.getByRole('main').getByRole('link', { name: 'Terug naar de homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_ROUTES[0].heading);
  });
});

test.describe('home page content of the spec', () => {
  test('hero, teaser, six benefits, four audiences, two plans and the contact section', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Gratis demo aanvragen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meer informatie' })).toBeVisible();
    await expect(page.getByText('15 porties beschikbaar')).toBeVisible();
    await expect(page.getByText('Deze week bespaard')).toBeVisible();
    await expect(page.getByText('€ 234')).toBeVisible();
    await expect(page.locator('#voordelen li h3')).toHaveCount(3 + 6);
    await expect(page.getByRole('heading', { name: 'Voor wie', level: 2 })).toBeVisible();
    await expect(page.locator('#voor-wie li h3')).toHaveText(['Ziekenhuizen', 'Woonzorgcentra', 'Hogescholen', 'Bedrijven']);
    const plans = page.locator('#prijzen article');
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Professioneel']);
    await expect(plans.nth(1)).toContainText('Meest gekozen');
    await expect(plans.filter({ hasText: 'Prijs op aanvraag' })).toHaveCount(2);
    await expect(page.locator('section#contact')).toHaveCount(1);
  });

  test('/prijzen shows Starter, Groep (most chosen) and Maatwerk on request, with the FAQ', async ({ page }) => {
    await open(page, '/prijzen');
    const plans = page.locator('main article');
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Groep', 'Maatwerk']);
    await expect(plans.filter({ hasText: 'Meest gekozen' }).getByRole('heading')).toHaveText('Groep');
    await expect(plans.filter({ hasText: 'Prijs op aanvraag' })).toHaveCount(3);
    await expect(page.locator('details summary')).toHaveCount(4);
    await page.getByText('Zit ik vast aan een lang contract?').click();
    await expect(page.getByText('Alle abonnementen zijn maandelijks opzegbaar')).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('the current route is highlighted in the header and follows navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/prijzen');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hoofdnavigatie' });
    await expect(nav.getByRole('link', { name: 'Prijzen' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Functies' }).click();
    await expect(page).toHaveURL('/functies');
    await expect(nav.getByRole('link', { name: 'Functies' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Prijzen' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Functies', 'Prijzen', 'Over ons', 'Contact', 'Inloggen']);
    await page.getByRole('banner').getByRole('link', { name: 'Demo aanvragen' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('at 375 px the collapsible menu shows the spec links and closes when one is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Over ons' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    // The menu ends with the language switch (see e2e/public-languages.spec.ts).
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Functies',
      'Prijzen',
      'Contact',
      'Inloggen',
      'Demo aanvragen',
      // Each language's code, read out by its full name.
      /^Nederlands\s*nl$/,
      /^Français\s*fr$/,
      /^English\s*en$/,
    ]);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Prijzen' }).click();
    await expect(page).toHaveURL('/prijzen');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the footer carries every link of the spec', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Functies', '/functies'],
      ['Prijzen', '/prijzen'],
      ['Help', '/help'],
      ['Contact', '/contact'],
      ['Status', '/status'],
      ['Documentatie', '/documentatie'],
      ['Over ons', '/over-ons'],
      ['Demo aanvragen', '/#contact'],
      ['Partner worden', '/partners'],
      ['Privacy', '/privacy'],
      ['Voorwaarden', '/voorwaarden'],
      ['Cookies', '/cookies'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('a skip link leads keyboard users past the header to the content', async ({ page }) => {
    await open(page, '/functies');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('anchor scrolling', () => {
  test('the hero buttons scroll to the contact and features sections', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Gratis demo aanvragen' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.getByRole('heading', { name: 'Zie Portiepunt in actie' })).toBeInViewport();
    await expect(page.getByLabel('Naam organisatie')).toBeVisible();
    await open(page, '/');
    await page.getByRole('link', { name: 'Meer informatie' }).click();
    await expect(page).toHaveURL('/#voordelen');
    await expect(page.locator('#voordelen-titel')).toBeInViewport();
  });

  test('"Demo aanvragen" in the footer and "Offerte aanvragen" on /prijzen land on the home contact section', async ({ page }) => {
    await open(page, '/prijzen');
    await page.getByRole('link', { name: 'Offerte aanvragen' }).first().click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact-titel')).toBeInViewport();
    await open(page, '/over-ons');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Demo aanvragen' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact-titel')).toBeInViewport();
  });

  test('the custom-quote block scrolls to the contact section', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Maatwerk bespreken' }).click();
    await expect(page.locator('#contact-titel')).toBeInViewport();
  });

  test('"Word nu partner" scrolls to the application form and "Meer informatie" leads to /contact', async ({ page }) => {
    await open(page, '/partners');
    await page.getByRole('link', { name: 'Word nu partner' }).first().click();
    await expect(page).toHaveURL('/partners#aanmelden');
    await expect(page.getByRole('heading', { name: 'Meld je aan als partner' })).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Meer informatie' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a new page opens at the top', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('layout', () => {
  for (const width of [360, 1440]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of [...PUBLIC_ROUTES, { path: '/bestaat-niet' }]) {
        await open(page, route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${route.path} overflows by ${overflow}px`).toBe(0);
      }
    });
  }
});

test.describe('status page', () => {
  test('reads /api/health and the ready check, and shows each component operational with the nl-NL time of the check', async ({ page }) => {
    const health = page.waitForResponse('**/api/health');
    const ready = page.waitForResponse('**/api/health/ready');
    await open(page, '/status');
    expect(await (await health).json()).toEqual({ status: 'up' });
    const answer = await (await ready).json();
    expect(answer).toMatchObject({ status: 'ok', mail: { status: 'up' } });
    await expect(page.getByRole('status')).toContainText('Alle systemen operationeel');
    for (const key of ['web', 'api', 'database', 'email']) {
      await expect(page.locator(`[data-component="${key}"]`)).toContainText('Operationeel');
    }
    const expected = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(
      new Date(answer.checkedAt),
    );
    await expect(page.getByRole('status').locator('time')).toHaveText(expected);
    await expect(page.getByRole('heading', { name: 'Recente updates' })).toBeVisible();
    // The updates are the dated list kept in the repository, newest first.
    await expect(page.locator('ol time')).toHaveCount(STATUS_UPDATES.length);
    await expect(page.locator('ol time').first()).toHaveAttribute('datetime', STATUS_UPDATES[0].date);
    await expect(page.locator('ol li').first()).toContainText(STATUS_UPDATES[0].title);
  });

  test('shows the real state of e-mail that the ready check reports: delayed, off without SMTP, or down', async ({ page }) => {
    for (const [mail, label, summary] of [
      ['degraded', 'Vertraagd', 'Niet alle onderdelen werken volledig'],
      ['disabled', 'Niet ingeschakeld', 'Niet alle onderdelen werken volledig'],
      ['down', 'Storing', 'Er is een storing'],
    ]) {
      await page.route('**/api/health/ready', (route) =>
        route.fulfill({
          json: {
            status: 'ok',
            mail: { status: mail, queued: 3, failedLast24h: 0, oldestQueuedSeconds: 900 },
            checkedAt: new Date().toISOString(),
          },
        }),
      );
      await open(page, '/status');
      await expect(page.locator('[data-component="email"]')).toContainText(label);
      await expect(page.locator('[data-component="database"]')).toContainText('Operationeel');
      await expect(page.getByRole('status')).toContainText(summary);
      await page.unroute('**/api/health/ready');
    }
  });

  test('the info buttons explain a component in a tooltip: by hover after 700 ms, the next within the skip delay, by keyboard at once', async ({
    page,
  }) => {
    await open(page, '/status');
    const api = page.getByRole('button', { name: 'Over API-diensten' });
    await api.scrollIntoViewIfNeeded();
    const started = Date.now();
    await api.hover();
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await expect(page.getByRole('tooltip')).toContainText('Het verwerken van porties');
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    await expect(api).toHaveAttribute('data-state', 'delayed-open');

    // Two moves, as a real pointer makes many: Radix ignores the first one while the pointer is in transit.
    await page.getByRole('button', { name: 'Over Database' }).hover({ position: { x: 4, y: 4 } });
    await page.getByRole('button', { name: 'Over Database' }).hover({ position: { x: 8, y: 8 } });
    await expect(page.getByRole('tooltip')).toContainText('De opslag van alle gegevens');
    await expect(page.getByRole('button', { name: 'Over Database' })).toHaveAttribute('data-state', 'instant-open');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.getByRole('button', { name: 'Over E-mailnotificaties' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('Uitnodigingen, links om een wachtwoord te kiezen');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
