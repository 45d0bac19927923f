import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { A11Y_VIEWS, type ViewRole } from './a11y-views';
import { apiLogin, createTenant, hoursFromNow, loginAs, PHOTO_PNG, type Person, type TestTenant } from './dashboard-fixtures';
import { expect, open, SUPERADMIN, test } from './support/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what EN 301 549 and public tenders ask for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [375, 1280];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_TAGS);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A tenant whose kitchen offered a portion with a photo that its staff member reserved, so every card and list has content. */
async function tenantWithContent(request: import('@playwright/test').APIRequestContext): Promise<TestTenant> {
  const tenant = await createTenant(request, { locations: ['Hoofdgebouw', 'Paviljoen Oost'] });
  const kitchen = await apiLogin(request, tenant.kitchen);
  const portion = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
    headers: kitchen,
    data: {
      title: 'Lasagne',
      description: 'Met salade',
      locationId: tenant.locations[0].id,
      totalQuantity: 3,
      availableUntil: hoursFromNow(1.5),
      allergens: ['Gluten', 'Lactose', 'Eieren'],
    },
  });
  expect(portion.status()).toBe(201);
  const { id } = (await portion.json()) as { id: string };
  const photo = await request.put(`/api/protected/tenants/${tenant.tenantId}/portions/${id}/photo`, {
    headers: kitchen,
    multipart: { photo: { name: 'lasagne.png', mimeType: 'image/png', buffer: PHOTO_PNG } },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  const reserved = await request.post('/api/protected/reservations', {
    headers: await apiLogin(request, tenant.staff[0]),
    data: { portionId: id, quantity: 1 },
  });
  expect(reserved.status()).toBe(201);
  return tenant;
}

test.describe('accessibility: axe-core, WCAG 2.2 A and AA, every view at 375 and 1280 px', () => {
  // axe-core is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 180_000 });
  let tenant: TestTenant;

  test.beforeAll(async ({ request }) => {
    tenant = await tenantWithContent(request);
  });

  const people = (): Record<Exclude<ViewRole, 'public'>, Pick<Person, 'email' | 'password' | 'firstName'>> => ({
    kitchen: tenant.kitchen,
    staff: tenant.staff[0],
    admin: tenant.admin,
    superadmin: { ...SUPERADMIN, firstName: 'Sam' },
  });

  for (const role of ['public', 'kitchen', 'staff', 'admin', 'superadmin'] as const) {
    for (const width of WIDTHS) {
      const views = A11Y_VIEWS.filter((view) => view.role === role && (view.widths ?? WIDTHS).includes(width));
      test(`${role} views at ${width} px have no violations: ${views.map((view) => view.name).join(', ')}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        if (role !== 'public') await loginAs(page, people()[role]);
        const found: Record<string, string[]> = {};
        for (const view of views) {
          await open(page, view.path);
          await view.open?.(page);
          // Lazy chunks and lists have loaded (no spinner or progress bar left) before the check.
          await expect(page.getByRole('main').first()).toBeVisible();
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          const list = await violations(page);
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
