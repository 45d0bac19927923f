import { A11Y_VIEWS, type ViewRole } from './a11y-views';
import { loginAs, tenantWithContent, withApi, type Person, type TestTenant } from './dashboard-fixtures';
import { axeViolations } from './support/axe';
import { expect, open, SUPERADMIN, test as base } from './support/test';

const WIDTHS = [375, 1280];

/**
 * One tenant with content per worker, made when a check first asks for it and shared by the views' checks, which
 * only look: the checks run side by side in both workers, each worker with its own tenant.
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

test.describe('accessibility: axe-core, WCAG 2.2 A and AA, every view at 375 and 1280 px', () => {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 180_000 });

  const people = (tenant: TestTenant): Record<Exclude<ViewRole, 'public'>, Pick<Person, 'email' | 'password' | 'firstName'>> => ({
    kitchen: tenant.kitchen,
    staff: tenant.staff[0],
    admin: tenant.admin,
    superadmin: { ...SUPERADMIN, firstName: 'Sam' },
  });

  for (const role of ['public', 'kitchen', 'staff', 'admin', 'superadmin'] as const) {
    for (const width of WIDTHS) {
      const views = A11Y_VIEWS.filter((view) => view.role === role && (view.widths ?? WIDTHS).includes(width));
      test(`${role} views at ${width} px have no violations: ${views.map((view) => view.name).join(', ')}`, async ({
        page,
        contentTenant,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        if (role !== 'public') await loginAs(page, people(await contentTenant())[role]);
        const found: Record<string, string[]> = {};
        for (const view of views) {
          await open(page, view.path);
          await view.open?.(page);
          // Lazy chunks and lists have loaded (no spinner or progress bar left) before the check.
          await expect(page.getByRole('main').first()).toBeVisible();
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          const list = await axeViolations(page);
          if (list.length > 0) found[view.name] = list;
        }
        expect(found).toEqual({});
      });
    }
  }
});

test.describe('accessibility: 200 % zoom', () => {
  // A 1280 px window at 200 % zoom lays out like a 640 px wide one.
  const ZOOMED = { width: 640, height: 800 };

  test('public pages and the staff and kitchen views need no horizontal scrolling at 200 % zoom', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tenant = await tenantWithContent(request);
    await page.setViewportSize(ZOOMED);
    const overflowing: string[] = [];
    const check = async (name: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > ZOOMED.width) overflowing.push(`${name}: ${width} px`);
    };
    for (const view of A11Y_VIEWS.filter((candidate) => candidate.role === 'public' && !candidate.widths)) {
      await open(page, view.path);
      await check(view.name);
    }
    for (const who of [tenant.kitchen, tenant.staff[0]]) {
      await loginAs(page, who);
      await check(`dashboard of ${who.email}`);
      await page.getByRole('button', { name: 'Uitloggen' }).click();
    }
    expect(overflowing).toEqual([]);
  });
});
