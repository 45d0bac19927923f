import { A11Y_VIEWS, type ViewRole } from './a11y-views';
import { loginAs, signIn, tenantWithContent, withApi, type Person, type TestTenant } from './dashboard-fixtures';
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

  const people = (tenant: TestTenant): Record<Exclude<ViewRole, 'public'>, Pick<Person, 'email' | 'password' | 'firstName'>> => ({
    kitchen: tenant.kitchen,
    staff: tenant.staff[0],
    admin: tenant.admin,
    superadmin: { ...SUPERADMIN, firstName: 'Sam' },
  });

  // One journey per view, so that both workers share the views evenly. The view is opened once, at the narrowest
  // width, and checked at each width by resizing the window: a page load per width would double the run's time.
  for (const view of A11Y_VIEWS) {
    const widths = view.widths ?? WIDTHS;
    test(`${view.name} has no violations at ${widths.join(' and ')} px`, async ({ page, contentTenant }) => {
      const who = view.role === 'public' ? undefined : people(await contentTenant())[view.role];
      if (who) await signIn(page, who);
      await page.setViewportSize({ width: widths[0], height: 900 });
      await open(page, view.path);
      await view.open?.(page);
      const found: Record<string, string[]> = {};
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // Lazy chunks and lists have loaded (no spinner or progress bar left) before the check.
        await expect(page.getByRole('main').first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const list = await axeViolations(page);
        if (list.length > 0) found[`${width} px`] = list;
      }
      // What was checked is the person's view: a session the dashboard refused would have led to the login page by now.
      if (who) await expect(page).not.toHaveURL(/\/login/);
      expect(found).toEqual({});
    });
  }
});

test.describe('accessibility: 200 % zoom', () => {
  // A 1280 px window at 200 % zoom lays out like a 640 px wide one.
  const ZOOMED = { width: 640, height: 800 };

  test('public pages and the staff and kitchen views need no horizontal scrolling at 200 % zoom', async ({ page, contentTenant }) => {
    test.setTimeout(120_000);
    const tenant = await contentTenant();
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
    }
    expect(overflowing).toEqual([]);
  });
});
