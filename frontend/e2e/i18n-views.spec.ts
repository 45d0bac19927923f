import type { Page } from '@playwright/test';
import enAdmin from '../src/i18n/en/admin';
import enDashboard from '../src/i18n/en/dashboard';
import enShared from '../src/i18n/en/shared';
import frAdmin from '../src/i18n/fr/admin';
import frDashboard from '../src/i18n/fr/dashboard';
import frShared from '../src/i18n/fr/shared';
import nlAdmin from '../src/i18n/nl/admin';
import nlDashboard from '../src/i18n/nl/dashboard';
import nlShared from '../src/i18n/nl/shared';
import enPublic from '../src/i18n/en/public';
import enPublicForms from '../src/i18n/en/public-forms';
import enPublicPages from '../src/i18n/en/public-pages';
import frPublic from '../src/i18n/fr/public';
import frPublicForms from '../src/i18n/fr/public-forms';
import frPublicPages from '../src/i18n/fr/public-pages';
import nlPublic from '../src/i18n/nl/public';
import nlPublicForms from '../src/i18n/nl/public-forms';
import nlPublicPages from '../src/i18n/nl/public-pages';
import { PAGE_KEYS, PAGE_PATHS } from '../src/public/i18n/paths';
import { A11Y_VIEWS } from './a11y-views';
import {
  apiLogin,
  createPartner,
  createSuperadmin,
  signIn,
  tenantWithContent,
  withApi,
  type Person,
  type TestTenant,
} from './dashboard-fixtures';
import { axeViolations } from './support/axe';
import { flatten } from './support/catalogues';
import { expect, layoutScreenshot, open, test as base } from './support/test';

/**
 * One tenant with content per worker, made when a test first asks for it. Its people's languages are set by each test
 * that logs them in, before it does.
 */
const test = base.extend<object, { contentTenant: () => Promise<TestTenant> }>({
  contentTenant: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      let tenant: Promise<TestTenant> | undefined;
      await use(() => (tenant ??= withApi(tenantWithContent)));
    },
    { scope: 'worker' },
  ],
});

const CATALOGUES = {
  nl: [nlShared, nlDashboard, nlAdmin, nlPublic, nlPublicForms, nlPublicPages],
  fr: [frShared, frDashboard, frAdmin, frPublic, frPublicForms, frPublicPages],
  en: [enShared, enDashboard, enAdmin, enPublic, enPublicForms, enPublicPages],
};

const LOADING = { fr: frDashboard.dashboard.loading, en: enDashboard.dashboard.loading };

/**
 * The Dutch texts that the other language says differently, whole and without placeholders: seeing one of them on a
 * French or English screen means a text was left untranslated. Short words ("OK", "E-mail") may be the same in both.
 */
function dutchOnly(language: 'fr' | 'en'): Set<string> {
  const translated = new Set(CATALOGUES[language].flatMap((catalogue) => [...flatten(catalogue).values()]));
  const dutch = CATALOGUES.nl.flatMap((catalogue) => [...flatten(catalogue).values()]);
  return new Set(dutch.filter((text) => text.length >= 4 && !text.includes('{{') && !translated.has(text)));
}

/** What the page says to a reader: its visible lines and the labels, placeholders and titles that assistive technology reads. */
const readableTexts = (page: Page) =>
  page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((line) => line.trim());
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name)?.trim() ?? ''),
    );
    return [...lines, ...attributes].filter((text) => text !== '');
  });

/**
 * Logs in through the API (the login form has journeys of its own) and waits for the dashboard in the profile's
 * language.
 */
async function logIn(page: Page, who: Pick<Person, 'email' | 'password' | 'firstName'>) {
  await signIn(page, who);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: who.firstName })).toBeVisible();
}

const ROLES = ['kitchen', 'staff', 'admin', 'superadmin', 'partner'] as const;
const WIDTHS = [375, 1280];

/** The partner's one view: referral link, QR code, referred customers and commissions. */
const PARTNER_VIEWS = [{ name: 'partner referrals', path: '/dashboard' }];

/** Overflow, Dutch left and axe violations of the page as it is now. */
async function problemsOf(page: Page, untranslated: Set<string>): Promise<string[]> {
  const problems = [
    ...(await axeViolations(page)),
    ...(await readableTexts(page)).filter((text) => untranslated.has(text)).map((text) => `Dutch left: "${text}"`),
  ];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${overflow} px wider than the window`);
  return problems;
}

test.describe('every public page in French and English', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  for (const language of ['fr', 'en'] as const) {
    test(`in ${language}, at 375 and 1280 px`, async ({ page }) => {
      const untranslated = dutchOnly(language);
      const found: Record<string, string[]> = {};
      for (const key of PAGE_KEYS) {
        const path = PAGE_PATHS[key][language];
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Each page is loaded once and checked at each width by resizing the window, as the accessibility run does.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const problems = await problemsOf(page, untranslated);
          if (problems.length > 0) found[`${path} at ${width} px`] = problems;
        }
      }
      expect(found).toEqual({});
    });
  }
});

/**
 * Every dashboard view that opens by its address (A11Y_VIEWS), in French and in English, at 375 and 1280 px: no
 * horizontal overflow, no Dutch left that the catalogue translates, and no axe violation. The views that open by
 * clicking Dutch labels are covered in Dutch by the accessibility run.
 */
test.describe('every dashboard view in French and English', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 240_000 });

  for (const language of ['fr', 'en'] as const) {
    for (const role of ROLES) {
      const views = role === 'partner' ? PARTNER_VIEWS : A11Y_VIEWS.filter((view) => view.role === role && !view.open && !view.widths);
      test(`${role} in ${language}: ${views.map((view) => view.name).join(', ')}`, async ({ page, request, contentTenant }) => {
        // The superadmin and the partner are made for this test: it changes their profile's language.
        const who =
          role === 'superadmin'
            ? await createSuperadmin(request)
            : role === 'partner'
              ? await createPartner(request)
              : role === 'staff'
                ? (await contentTenant()).staff[0]
                : (await contentTenant())[role];
        const headers = await apiLogin(request, who);
        const chosen = await request.put('/api/protected/profile/language', { headers, data: { language } });
        expect(chosen.status()).toBe(200);
        const untranslated = dutchOnly(language);
        const found: Record<string, string[]> = {};
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await logIn(page, who);
        for (const view of views) {
          await open(page, view.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // Each view is loaded once and checked at each width by resizing the window, as the accessibility run does.
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await expect(page.getByRole('main').first()).toBeVisible();
            await expect(page.getByRole('progressbar')).toHaveCount(0);
            await expect(page.getByText(LOADING[language])).toHaveCount(0);
            // The kitchen's and the staff's main screen list the tenant's portion once their lists have loaded.
            if ((role === 'kitchen' || role === 'staff') && view.path === '/dashboard')
              await expect(page.getByText('Lasagne').first()).toBeVisible();
            if (role === 'partner') await expect(page.getByTestId('referral-qr')).toBeVisible();
            await layoutScreenshot(page, `test-results/i18n/${role}-${view.path.replaceAll('/', '_')}-${language}-${width}.png`);
            const problems = await problemsOf(page, untranslated);
            if (problems.length > 0) found[`${view.name} at ${width} px`] = problems;
          }
        }
        expect(found).toEqual({});
      });
    }
  }
});
