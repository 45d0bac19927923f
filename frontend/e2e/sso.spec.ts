import type { Page } from '@playwright/test';
import { CLIENT_ID, CLIENT_SECRET, PROVIDER_PASSWORD, TestOidcProvider } from '../../backend/test/support/oidc-provider';
import { apiLogin, createTenant, loginAs, unique, type TestTenant } from './dashboard-fixtures';
import { expect, open, superadminHeaders, SUPERADMIN, test } from './support/test';

/**
 * Signing in with the organisation's own account, through a real OpenID provider (oidc-provider 9, as the API
 * tests start it) and its own login and consent pages.
 */
test.describe('organisation sign-in (OpenID Connect)', () => {
  // One provider and tenant for the three: they run in order in one worker, whatever the run's parallel mode.
  test.describe.configure({ mode: 'default' });
  let provider: TestOidcProvider;
  let tenant: TestTenant;
  let domain: string;

  test.beforeAll(async ({ request, baseURL }) => {
    provider = await TestOidcProvider.start([`${baseURL}/api/auth/sso/callback`]);
    tenant = await createTenant(request, { staffCount: 0 });
    domain = `sso-${unique()}.test`;
    const saved = await request.put(`/api/protected/tenants/${tenant.tenantId}/sso`, {
      headers: await apiLogin(request, tenant.admin),
      data: {
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        domains: [domain],
        roleRules: [{ claim: 'groups', value: 'keuken', role: 'kitchen' }],
        passwordLoginDisabled: false,
        enabled: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A domain routes sign-ins once verified: here a superadmin approves it (the journey below shows the screens).
    const approved = await request.post(`/api/protected/admin/tenants/${tenant.tenantId}/sso/domains/${domain}/approve`, {
      headers: await superadminHeaders(request),
    });
    expect(approved.status(), await approved.text()).toBe(200);
  });
  test.afterAll(async () => {
    await provider.close();
  });

  /** The provider's own pages: its login form, then its consent. */
  async function signInAtProvider(page: Page, login: string) {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill(PROVIDER_PASSWORD);
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('a new colleague signs in through the provider and lands on the dashboard with the role of the rule', async ({ page }) => {
    const login = `fleur-${unique()}`;
    provider.add({
      login,
      password: PROVIDER_PASSWORD,
      claims: { email: `${login}@${domain}`, email_verified: true, given_name: 'Fleur', family_name: 'Keuken', groups: ['keuken'] },
    });
    await open(page, '/login');
    await page.getByRole('link', { name: 'Inloggen met je organisatie-account' }).click();
    await expect(page).toHaveURL(/\/login\/sso$/);
    await page.getByLabel('E-mailadres van het werk').fill(`${login}@${domain}`);
    await page.getByRole('button', { name: 'Verder naar je organisatie' }).click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Fleur' })).toBeVisible();
    await expect(page.getByText('Keukenpersoneel').first()).toBeVisible();
    // The session token reached the page by POST: it was in no address the browser visited.
    const token = await page.evaluate(() => localStorage.getItem('portiepunt.token'));
    expect(token).toBeTruthy();
  });

  test('an address whose domain has no organisation sign-in gets a Dutch refusal', async ({ page }) => {
    await open(page, '/login/sso');
    await page.getByLabel('E-mailadres van het werk').fill('iemand@elders.test');
    await page.getByRole('button', { name: 'Verder naar je organisatie' }).click();
    await expect(page.getByRole('alert')).toContainText('geen inloggen via de organisatie ingesteld');
  });

  test("the admin's Test button runs a real sign-in and shows the claims that arrived", async ({ page }) => {
    const login = `test-${unique()}`;
    provider.add({
      login,
      password: PROVIDER_PASSWORD,
      claims: { email: `${login}@${domain}`, email_verified: true, given_name: 'Tess', family_name: 'Test', groups: ['groep-42'] },
    });
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Organisatie-account' }).click();
    await expect(page.getByLabel('Issuer-URL')).toHaveValue(provider.issuer);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/dashboard\/sso$/);
    const result = page.getByTestId('sso-test-result');
    await expect(result.getByRole('heading', { name: 'Ontvangen claims' })).toBeVisible();
    await expect(result.getByRole('row', { name: /groups/ })).toContainText('groep-42');
    await expect(result.getByRole('row', { name: /^email / })).toContainText(`${login}@${domain}`);
  });

  test('a sign-in started in one browser and finished in another is refused with a clear message', async ({ page, browser, baseURL }) => {
    const login = `elders-${unique()}`;
    provider.add({
      login,
      password: PROVIDER_PASSWORD,
      claims: { email: `${login}@${domain}`, email_verified: true, given_name: 'Eva', family_name: 'Elders' },
    });
    // Someone starts a sign-in in their browser and hands the provider's address to another browser (login CSRF).
    await open(page, '/login/sso');
    await page.getByLabel('E-mailadres van het werk').fill(`${login}@${domain}`);
    // The provider's authorisation address, as the app sent the browser there.
    const authorization = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/auth?`));
    await page.getByRole('button', { name: 'Verder naar je organisatie' }).click();
    const redirectUrl = (await authorization).url();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    const other = await browser.newContext({ baseURL });
    try {
      const victim = await other.newPage();
      await victim.goto(redirectUrl);
      await signInAtProvider(victim, login);
      await expect(victim).toHaveURL(/\/login\/sso\?fout=sso_other_browser$/);
      await expect(victim.getByRole('alert')).toContainText('Dit inloggen is in een andere browser begonnen');
      expect(await victim.evaluate(() => localStorage.getItem('portiepunt.token'))).toBeNull();
    } finally {
      await other.close();
    }
  });

  test('the admin sees a new domain pending with its TXT record, checks it in vain, and the superadmin approves it', async ({
    page,
    request,
  }) => {
    const added = `erbij-${unique()}.test`;
    const saved = await request.put(`/api/protected/tenants/${tenant.tenantId}/sso`, {
      headers: await apiLogin(request, tenant.admin),
      data: {
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        domains: [domain, added],
        roleRules: [],
        passwordLoginDisabled: false,
        enabled: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const txtRecord = ((await saved.json()) as { domainStatus: { domain: string; txtRecord: string }[] }).domainStatus.find(
      (status) => status.domain === added,
    )!.txtRecord;

    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Organisatie-account' }).click();
    const domains = page.getByRole('list', { name: 'Domeinen' });
    await expect(domains.locator(`[data-domain="${domain}"]`)).toContainText('Geverifieerd');
    const pending = domains.locator(`[data-domain="${added}"]`);
    await expect(pending).toContainText('Wacht op verificatie');
    await expect(pending).toContainText(txtRecord);
    // No such record exists for a .test domain: the check says so, and what it found (nothing).
    await pending.getByRole('button', { name: `Controleren ${added}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Niet geverifieerd' })).toContainText(
      `Op ${added} is geen enkel TXT-record gevonden.`,
    );
    await expect(pending).toContainText('Wacht op verificatie');

    const superadmin = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    try {
      const superPage = await superadmin.newPage();
      await loginAs(superPage, { ...SUPERADMIN, firstName: 'Sam' });
      await superPage.goto(`/dashboard/tenants/${tenant.tenantId}`);
      const panel = superPage.getByTestId('sso-domains');
      await panel.getByRole('button', { name: `Goedkeuren ${added}` }).click();
      await expect(superPage.getByText(`${added} is goedgekeurd.`, { exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: `Goedkeuren ${added}` })).toHaveCount(0);
    } finally {
      await superadmin.close();
    }
    await page.reload();
    await expect(page.getByRole('list', { name: 'Domeinen' }).locator(`[data-domain="${added}"]`)).toContainText('Geverifieerd');
  });
});
