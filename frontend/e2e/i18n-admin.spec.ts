import type { Page } from '@playwright/test';
import enAdmin from '../src/i18n/en/admin';
import frAdmin from '../src/i18n/fr/admin';
import nlAdmin from '../src/i18n/nl/admin';
import { createTenant, loginAs } from './dashboard-fixtures';
import { expect, layoutScreenshot, test } from './support/test';

const SHOTS = 'test-results/i18n';
const WIDTHS = [375, 1280] as const;

/** The admin's screens, each with a text that shows it has rendered in the language under test. */
const SCREENS: { path: string; ready: (catalogue: typeof nlAdmin) => string }[] = [
  { path: '/dashboard', ready: (c) => c.overview.totalPortions },
  { path: '/dashboard/users', ready: (c) => c.users.status },
  { path: '/dashboard/users/create', ready: (c) => c.users.createTitle },
  { path: '/dashboard/locations/create', ready: (c) => c.locations.createTitle },
  { path: '/dashboard/api-keys/create', ready: (c) => c.apiKeys.createTitle },
  { path: '/dashboard/locations', ready: (c) => c.resources.locations.fields.address },
  { path: '/dashboard/analyse', ready: (c) => c.analytics.intro },
  { path: '/dashboard/api-keys', ready: (c) => c.apiKeys.empty },
  { path: '/dashboard/webhooks', ready: (c) => c.webhooks.empty },
  { path: '/dashboard/sso', ready: (c) => c.sso.title },
  { path: '/dashboard/scim-tokens', ready: (c) => c.scimTokens.empty },
  { path: '/dashboard/prijzen', ready: (c) => c.settlement.priceTitle },
  { path: '/dashboard/instellingen', ready: (c) => c.settlement.capTitle },
  { path: '/dashboard/audit', ready: (c) => c.audit.at },
];

/** Every Dutch text of the admin catalogue that the other language words differently, without its placeholders. */
function dutchOnly(translated: object, dutch: object = nlAdmin): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(dutch)) {
    const other = (translated as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      if (value !== other && !value.includes('{{') && value.length >= 5) texts.push(value.split(' |||| ')[0]);
    } else if (other && typeof other === 'object') texts.push(...dutchOnly(other, value as object));
  }
  return texts;
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const [language, catalogue] of [
  ['fr', frAdmin],
  ['en', enAdmin],
] as const) {
  test(`the admin's screens in ${language}: no Dutch left and no sideways scrolling at 375 and 1280 px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const tenant = await createTenant(request, { staffCount: 0 });
    await loginAs(page, tenant.admin);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/protected/profile/language'));
    await page.getByRole('combobox', { name: 'Taal' }).filter({ visible: true }).selectOption(language);
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const leftovers = dutchOnly(catalogue);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready(catalogue), { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: catalogue.tabs.overview })).toBeVisible();
      // The test people's names are no texts of the product.
      const text = (await page.locator('body').innerText()).replaceAll(tenant.admin.lastName, '');
      expect(
        leftovers.filter((dutch) =>
          new RegExp(`(^|[^\\p{L}])${dutch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
        ),
        `Dutch on ${screen.path}`,
      ).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoOverflow(page);
        if (['/dashboard', '/dashboard/users', '/dashboard/prijzen', '/dashboard/sso'].includes(screen.path)) {
          await layoutScreenshot(page, `${SHOTS}/admin-${language}${screen.path.replaceAll('/', '-')}-${width}.png`);
        }
      }
    }
  });
}
