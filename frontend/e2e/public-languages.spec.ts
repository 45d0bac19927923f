import type { APIRequestContext, Page } from '@playwright/test';
import enForms from '../src/i18n/en/public-forms';
import en from '../src/i18n/en/public';
import enPages from '../src/i18n/en/public-pages';
import frForms from '../src/i18n/fr/public-forms';
import fr from '../src/i18n/fr/public';
import frPages from '../src/i18n/fr/public-pages';
import enDashboard from '../src/i18n/en/dashboard';
import frDashboard from '../src/i18n/fr/dashboard';
import { PAGE_KEYS, PAGE_PATHS } from '../src/public/i18n/paths';
import { expect, open, superadminHeaders, test } from './support/test';

// Leads: this file stores two (one French after hydration, one English as a plain post), within the limit of 5 per address.

async function storedLead(request: APIRequestContext, list: 'contacts' | 'partner-applications', email: string) {
  const response = await request.get(`/api/protected/admin/${list}`, { headers: await superadminHeaders(request) });
  const body = await response.json();
  const records: Record<string, unknown>[] = Array.isArray(body) ? body : (body.data ?? body.items);
  return records.find((record) => record.email === email);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

// One test per language: a page takes about two seconds to settle, so both in one test come close to its time limit.
for (const language of ['fr', 'en'] as const) {
  test(`every public page exists in ${language}, prerendered with its lang, and hydrates without errors`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const key of PAGE_KEYS) {
      const path = PAGE_PATHS[key][language];
      const html = await (await request.get(path, { headers: { Cookie: `taal=${language}` } })).text();
      expect(html, path).toContain(`<html lang="${language}" data-prerendered="${path}">`);
      await open(page, path, { waitUntil: 'networkidle' });
      await expect(heading(page), path).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    expect(errors).toEqual([]);
  });
}

test('pages in French and English show their own language’s texts', async ({ page }) => {
  await open(page, '/fr/tarifs');
  await expect(heading(page)).toHaveText(frPages.pricingPage.PRICING_PAGE.title);
  await open(page, '/en/about');
  await expect(heading(page)).toHaveText(enPages.about.ABOUT_PAGE.title);
});

test('the language switch in the header leads to the same page in the other language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/fr/tarifs', { waitUntil: 'networkidle' });
  const switcher = page.getByRole('navigation', { name: fr.site.LANGUAGE_SWITCH_LABEL });
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(heading(page)).toHaveText(enPages.pricingPage.PRICING_PAGE.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: en.site.LANGUAGE_SWITCH_LABEL }).getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/prijzen$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The choice is remembered: / no longer follows the browser's language.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'taal')?.value).toBe('nl');
});

test('the mobile menu has the language switch too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/en/features', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: en.site.MENU_OPEN_LABEL }).click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/fonctionnalites$/);
  await expect(heading(page)).toHaveText(frPages.features.FEATURES_PAGE.title);
  await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('"Log in" from /en/ opens the login in English, and the choice stays for the password page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/en/', { waitUntil: 'networkidle' });
  await page.getByRole('navigation', { name: en.site.MAIN_NAV_LABEL }).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);
  await expect(heading(page)).toHaveText(enDashboard.login.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/wachtwoord-vergeten');
  await expect(heading(page)).toHaveText(enDashboard.account.forgotHeading);
});

test('with a `taal` cookie the login and the password pages open in that language', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'taal', value: 'fr', url: baseURL! }]);
  await page.goto('/login');
  await expect(heading(page)).toHaveText(frDashboard.login.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/wachtwoord-vergeten');
  await expect(heading(page)).toHaveText(frDashboard.account.forgotHeading);
});

test.describe('a first visit to / with a French browser', () => {
  test.use({ locale: 'fr-BE', extraHTTPHeaders: { 'Accept-Language': 'fr-BE,fr;q=0.9,en;q=0.5' } });

  test('goes to /fr/ once, then / stays Dutch', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(heading(page)).toHaveText(fr.home.HERO.title);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test('an unknown page under a language prefix shows that language’s 404 page with status 404', async ({ page }) => {
  for (const [path, texts, language] of [
    ['/fr/page-inconnue', fr, 'fr'],
    ['/en/no-such-page', en, 'en'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(heading(page)).toHaveText(texts.site.NOT_FOUND.title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
});

test('the legal pages in French say the Dutch text prevails and link to it', async ({ page }) => {
  await open(page, '/fr/conditions');
  await expect(page.getByText(fr.legal.LEGAL_LABELS.prevails)).toBeVisible();
  await page.getByRole('link', { name: fr.legal.LEGAL_LABELS.prevailsLink }).click();
  await expect(page).toHaveURL(/\/voorwaarden$/);
});

/** A visitor address of its own per form test: the journeys' other form posts from 127.0.0.1 count against its per-IP limit. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });

test.describe('the French demo form', () => {
  test.use({ extraHTTPHeaders: ownAddress() });

  test('the French demo form works after hydration, with translated choices and unchanged stored values', async ({ page, request }) => {
    const email = `demo-fr-${Date.now()}@hopital.be`;
    await open(page, '/fr/#contact', { waitUntil: 'networkidle' });
    const { LABELS, SUBMIT, TOASTS } = frForms.forms;
    const form = page.getByRole('form', { name: SUBMIT.demo });
    await form.getByLabel(LABELS.organizationName).fill('Hôpital Saint-Pierre');
    await form.getByLabel(LABELS.firstName).fill('Camille');
    await form.locator('#demo-lastName').fill('Dubois');
    await form.getByLabel(LABELS.email).fill(email);
    await form.getByRole('combobox', { name: LABELS.institutionType }).click();
    await page.getByRole('option', { name: 'Hôpital', exact: true }).click();
    await form.getByRole('checkbox').click();
    await form.getByRole('button', { name: SUBMIT.demo }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).locator('li')).toContainText(TOASTS.demoSent.title);
    await expect.poll(async () => (await storedLead(request, 'contacts', email))?.language).toBe('fr');
    expect((await storedLead(request, 'contacts', email))?.institutionType).toBe('hospital');
  });
});

test.describe('the English partner form before the app has loaded', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });

  test('posts as a plain form and lands on the English thank-you page', async ({ page, request }) => {
    const email = `partner-en-${Date.now()}@advice.co.uk`;
    await page.goto('/en/partners');
    const { LABELS, SUBMIT, THANK_YOU_PAGE } = enForms.forms;
    const form = page.getByRole('form', { name: SUBMIT.partner });
    for (const [label, value] of [
      [LABELS.firstName, 'Alex'],
      [LABELS.lastName, 'Morgan'],
      [LABELS.email, email],
      [LABELS.role, 'Consultant'],
      [LABELS.experience, 'Ten years in hospital catering.'],
      [LABELS.network, 'Care homes in Kent.'],
      [LABELS.motivation, 'Less food waste.'],
    ]) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: SUBMIT.partner }).click();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    await expect(heading(page)).toHaveText(THANK_YOU_PAGE.title);
    expect((await storedLead(request, 'partner-applications', email))?.language).toBe('en');
  });
});
