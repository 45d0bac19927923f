import { readFileSync } from 'node:fs';
import { createTenant, loginAs, toast } from './dashboard-fixtures';
import { expect, superadminHeaders, SUPERADMIN, test } from './support/test';

const DESKTOP = { width: 1280, height: 800 };

test.describe('data rights', () => {
  test.use({ viewport: DESKTOP });

  test('the admin reads the logbook, downloads the tenant export and erases a colleague', async ({ page, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    await loginAs(page, tenant.admin);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Alle gegevens van de organisatie', exact: true }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^portiepunt-e2e-.+\.zip$/);
    const bytes = readFileSync(await zip.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await page.getByRole('tab', { name: 'Logboek' }).click();
    await expect(page.getByRole('cell', { name: 'Organisatiegegevens geëxporteerd' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Locatie toegevoegd' })).toBeVisible();
    const logbook = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteer', exact: true }).click();
    const [header, ...lines] = readFileSync(await (await logbook).path(), 'utf8').split('\r\n');
    expect(header).toBe('\uFEFFTijdstip;Handeling;Door;Betreft;IP-adres');
    expect(lines.some((line) => /^\d{1,2} [a-z]+ \d{4}[^;]*\d{2}:\d{2}:\d{2};Organisatiegegevens geëxporteerd;/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes(';Locatie toegevoegd;') && line.includes(';Locatie '))).toBe(true);

    await page.getByRole('tab', { name: 'Gebruikers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    // The users list's e-mail column (the logbook just left also named the kitchen user, as an actor).
    await page.locator('td.column-email', { hasText: tenant.kitchen.email }).click();
    await page.getByRole('button', { name: 'Gebruiker wissen' }).click();
    await expect(page.getByRole('dialog')).toContainText('Dit kan niet ongedaan worden gemaakt.');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Bevestigen|Wissen|Verwijderen/ })
      .click();
    await expect(toast(page)).toHaveText('Gebruiker gewist');
    await expect(page.locator('td.column-email', { hasText: tenant.kitchen.email })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email: tenant.kitchen.email, password: tenant.kitchen.password } });
    expect(login.status()).toBe(401);
  });

  test('every user downloads their own data from the dashboard header', async ({ page, request }) => {
    const tenant = await createTenant(request);
    await loginAs(page, tenant.staff[0]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Mijn gegevens exporteren' }).click();
    const file = await download;
    const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(data.profile.email).toBe(tenant.staff[0].email);
  });

  test('the superadmin erases a deactivated tenant after typing its slug', async ({ page, request }) => {
    const tenant = await createTenant(request, { staffCount: 0 });
    const headers = await superadminHeaders(request);
    const deactivated = await request.put(`/api/protected/admin/tenants/${tenant.tenantId}`, { headers, data: { isActive: false } });
    expect(deactivated.status()).toBe(200);
    const { slug } = (await deactivated.json()) as { slug: string };

    await loginAs(page, { ...SUPERADMIN, firstName: 'Sam' });
    await page.goto(`/dashboard/tenants/${tenant.tenantId}`);
    await page.getByRole('button', { name: 'Organisatie wissen' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Definitief wissen' });
    await expect(confirm).toBeDisabled();
    await page.getByRole('textbox', { name: 'Slug ter bevestiging' }).fill(slug);
    await confirm.click();
    await expect(toast(page)).toHaveText('Organisatie gewist');
    const gone = await request.get(`/api/protected/admin/tenants/${tenant.tenantId}`, { headers });
    expect(gone.status()).toBe(404);
  });
});
