import { createTenant, loginThroughForm } from './dashboard-fixtures';
import { PUBLIC_ROUTES } from './routes';
import { expect, recordCspViolations, test } from './support/test';

test.describe('Content-Security-Policy', () => {
  test('every public page loads, hydrates and navigates without a CSP violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the login page, the kitchen view and the admin screens run without a CSP violation', async ({ page, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const violations = await recordCspViolations(page);
    await loginThroughForm(page, tenant.kitchen);
    await page.evaluate(() => localStorage.clear());
    await loginThroughForm(page, tenant.admin);
    await page.goto('/dashboard/users');
    await expect(page.getByText(tenant.kitchen.email)).toBeVisible();
    expect(violations).toEqual([]);
  });
});
