import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  colleague,
  createTenant,
  expectLive,
  loginAs,
  markNoReload,
  offerPortion,
  PASSWORD,
  type TestTenant,
  toast,
  unique,
} from './dashboard-fixtures';
import { STATS_INTERVAL_MS } from '../src/dashboard/live/live-cache';
import { expect, test } from './support/test';

const DESKTOP = { width: 1280, height: 800 };
/** Admin screens notify through the dashboard's toasts. */
const notification = toast;
const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const offer = (request: APIRequestContext, tenant: TestTenant, totalQuantity: number) => offerPortion(request, tenant, { totalQuantity });

test.describe('admin', () => {
  test.use({ viewport: DESKTOP });

  test('sees the statistics change live and agree: picked up of offered, with the fraction and the CO2e it saved; a reservation still open after its portion ended counts as not picked up', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    // Statistics are fetched again at most once per STATS_INTERVAL_MS while events arrive: the page's clock jumps ahead.
    await page.clock.install();
    await loginAs(page, tenant.admin);
    await expect(page.getByRole('tab', { name: 'Overzicht' })).toHaveAttribute('aria-selected', 'true');
    await expect(stat(page, 'totalPortions')).toHaveText('0');
    await expect(stat(page, 'totalReservations')).toHaveText('0');
    await expect(stat(page, 'totalSaved')).toHaveText('0');
    await expect(stat(page, 'wasteReduction')).toHaveText('0%');
    await expectLive(page);
    const notReloaded = await markNoReload(page);

    const portion = await offer(request, tenant, 4);
    await expect(stat(page, 'totalPortions')).toHaveText('4', { timeout: 5_000 });

    const staff = await apiLogin(request, tenant.staff[0]);
    const reserved = await request.post('/api/protected/reservations', { headers: staff, data: { portionId: portion.id, quantity: 1 } });
    expect(reserved.status(), await reserved.text()).toBe(201);
    await page.clock.fastForward(STATS_INTERVAL_MS);
    await expect(stat(page, 'totalReservations')).toHaveText('1', { timeout: 5_000 });

    const { id } = await reserved.json();
    const pickedUp = await request.patch(`/api/protected/reservations/${id}/status`, { headers: staff, data: { status: 'picked_up' } });
    expect(pickedUp.status(), await pickedUp.text()).toBe(200);
    await page.clock.fastForward(STATS_INTERVAL_MS);
    await expect(stat(page, 'totalSaved')).toHaveText('1', { timeout: 5_000 });
    // One of the four offered was picked up: the same numbers as the cards above.
    await expect(stat(page, 'wasteReduction')).toHaveText('25%');
    await expect(page.getByTestId('stat-wasteReduction').getByTestId('stat-detail')).toHaveText('1 van 4 porties opgehaald');
    await expect(page.getByTestId('stat-wasteReduction')).toContainText('Opgehaald gedeeld door aangeboden');
    await expect(stat(page, 'impact')).toHaveText('2,5 kg CO2e bespaard');
    await expect(page.getByTestId('stat-impact')).toContainText('Too Good To Go');
    await expect(stat(page, 'totalNoShows')).toHaveText('0');
    await notReloaded();

    // A reservation still open when its portion ends is a no-show: "Niet opgehaald", in the week's row too.
    const short = await offerPortion(request, tenant, {
      title: `Kort ${unique()}`,
      availableUntil: new Date(Date.now() + 6_000).toISOString(),
    });
    const forgotten = await request.post('/api/protected/reservations', {
      headers: staff,
      data: { portionId: short.id, quantity: 1 },
    });
    expect(forgotten.status(), await forgotten.text()).toBe(201);
    const admin = await apiLogin(request, tenant.admin);
    await expect
      .poll(
        async () => (await (await request.get(`/api/protected/tenants/${tenant.tenantId}/stats`, { headers: admin })).json()).totalNoShows,
        { timeout: 20_000 },
      )
      .toBe(1);

    await page.getByRole('tab', { name: 'Analyse' }).click();
    await expect(page.getByTestId('stats-chart')).toBeVisible();
    const table = page.getByTestId('analytics-table');
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText([
      'Week van',
      'Aangeboden',
      'Gereserveerd',
      'Opgehaald',
      'Niet opgehaald',
      'Minder verspilling (%)',
      'CO2e bespaard (kg)',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/\d+ \w+/, '5', '2', '1', '1', '20', '2,5']);
    await page.getByRole('tab', { name: 'Overzicht' }).click();
    await expect(stat(page, 'totalNoShows')).toHaveText('1');
  });

  test('adds a user with a temporary password, who must choose their own password before anything else', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Two browsers and a password change on top of the form: more steps than the default 30 s allow on a busy machine.
    test.slow();
    const tenant = await createTenant(request, { staffCount: 0 });
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Gebruikers' }).click();
    await expect(page.getByRole('cell', { name: tenant.kitchen.email })).toBeVisible();
    await page.getByRole('link', { name: 'Toevoegen' }).click();

    // Each field says what it misses; the first is focused (the phone's summary is in form-errors.spec.ts).
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const email = page.getByRole('textbox', { name: 'E-mailadres', exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Vul het e-mailadres in.');
    await expect(page.getByRole('textbox', { name: 'Achternaam', exact: true })).toHaveAccessibleDescription('Vul de achternaam in.');
    await email.fill('nina.e2e.portiepunt.test');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    await expect(email).toBeFocused();

    const nina = { email: `nina-${unique()}@e2e.portiepunt.test`, firstName: 'Nina', lastName: 'Jansen', password: 'Tijdelijk123!' };
    await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(nina.email);
    await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill(nina.firstName);
    await page.getByLabel('Achternaam').fill(nina.lastName);
    // The employee number (for the payroll export) is optional and at most 50 characters.
    const employeeNumber = page.getByRole('textbox', { name: 'Personeelsnummer', exact: true });
    await employeeNumber.fill('9'.repeat(51));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(employeeNumber).toHaveAccessibleDescription(/Ten hoogste 50 tekens/);
    await employeeNumber.fill('P-4711');
    await chooseOption(page, 'Rol', 'Zorgpersoneel');
    await expect(page.getByRole('option', { name: 'Superbeheerder' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Met een tijdelijk wachtwoord' }).check();
    await page.getByLabel(/^Tijdelijk wachtwoord/).fill(nina.password);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(notification(page)).toHaveText('Gebruiker toegevoegd');
    const row = page.getByRole('row').filter({ hasText: nina.email });
    await expect(row).toContainText('Nina Jansen');
    await expect(row).toContainText('Zorgpersoneel');

    // The same address again is refused in words.
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(nina.email);
    await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Nog');
    await page.getByLabel('Achternaam').fill('Eens');
    await chooseOption(page, 'Rol', 'Keukenpersoneel');
    await page.getByRole('radio', { name: 'Met een tijdelijk wachtwoord' }).check();
    await page.getByLabel(/^Tijdelijk wachtwoord/).fill('Tijdelijk123!');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(notification(page)).toHaveText('Fout bij toevoegen gebruiker: Er bestaat al een gebruiker met dit e-mailadres.');
    await expect(page.getByRole('textbox', { name: 'E-mailadres', exact: true })).toHaveAccessibleDescription(
      'Er bestaat al een gebruiker met dit e-mailadres.',
    );
    await expect(page.getByRole('textbox', { name: 'E-mailadres', exact: true })).toBeFocused();

    const ninasPhone = await colleague(browser, baseURL!, nina);
    // The temporary password opens nothing but the screen to replace it.
    await expect(ninasPhone.page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    await expect(ninasPhone.page.getByRole('tab', { name: 'Beschikbare maaltijden' })).toHaveCount(0);
    await expect(ninasPhone.page.getByRole('link', { name: 'Meldingen' })).toHaveCount(0);
    await ninasPhone.page.getByLabel('Huidig wachtwoord', { exact: true }).fill(nina.password);
    await ninasPhone.page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Ninas-eigen-keus-7');
    await ninasPhone.page.getByLabel('Herhaal het nieuwe wachtwoord', { exact: true }).fill('Ninas-eigen-keus-7');
    await ninasPhone.page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(ninasPhone.page.getByRole('tab', { name: 'Beschikbare maaltijden' })).toBeVisible();
    await expect(ninasPhone.page.getByRole('link', { name: 'Meldingen' })).toBeVisible();
    await expect(ninasPhone.page.getByRole('banner').getByTestId('role-badge').first()).toHaveText('Zorgpersoneel');
    await ninasPhone.context.close();

    // Editing sends the whole record, as react-admin's own client does; the API ignores the unchanged read-only fields.
    await page.goto('/dashboard/users');
    await page.getByRole('row').filter({ hasText: nina.email }).click();
    await expect(page.locator('#react-admin-title')).toHaveText('Gebruiker Nina Jansen');
    await page.getByLabel('Achternaam').fill('de Boer');
    await expect(page.getByRole('textbox', { name: 'Personeelsnummer', exact: true })).toHaveValue('P-4711');
    await page.getByRole('textbox', { name: 'Personeelsnummer', exact: true }).fill('P-4712');
    await chooseOption(page, 'Rol', 'Keukenpersoneel');
    const update = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/users/'));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await update).postDataJSON()).toMatchObject({
      email: nina.email,
      firstName: 'Nina',
      lastName: 'de Boer',
      role: 'kitchen',
      employeeNumber: 'P-4712',
    });
    await expect(notification(page)).toHaveText('Gebruiker bijgewerkt');
    await expect(page.getByRole('row').filter({ hasText: nina.email })).toContainText('Nina de Boer');
    await expect(page.getByRole('row').filter({ hasText: nina.email })).toContainText('Keukenpersoneel');
  });

  test('locations: empty state, name required, plan use in words, and at the cap an add button that explains why', async ({
    page,
    request,
  }) => {
    test.slow(); // Two creations, an edit and the list in between.
    const tenant = await createTenant(request, { plan: 'starter', locations: [], staffCount: 0 });
    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Locaties' }).click();
    await expect(page.getByTestId('empty-state')).toContainText('Nog geen locaties.');

    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Adres', exact: true }).fill('Dorpsstraat 1');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul ten minste de locatienaam in.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Kantine');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(notification(page)).toHaveText('Locatie toegevoegd');
    await expect(page.getByRole('row').filter({ hasText: 'Kantine' })).toContainText('Actief');

    // At the cap the add button is off and says why, with the plans one click away.
    await expect(page.getByTestId('plan-usage')).toHaveText('Abonnement Starter: 1 van 1 locatie gebruikt');
    await expect(page.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await expect(page.getByTestId('plan-cap')).toContainText('Je abonnement Starter staat 1 actieve locatie toe.');
    await expect(page.getByTestId('plan-cap').getByRole('link', { name: 'Bekijk de abonnementen' })).toHaveAttribute('href', '/prijzen');

    // Deactivating the first makes room.
    await page.goto('/dashboard/locations');
    await page.getByRole('row').filter({ hasText: 'Kantine' }).click();
    await page.getByRole('switch', { name: 'Actief' }).uncheck();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(notification(page)).toHaveText('Locatie bijgewerkt');
    await expect(page.getByRole('row').filter({ hasText: 'Kantine' })).toContainText('Inactief');
    await expect(page.getByTestId('plan-usage')).toHaveText('Abonnement Starter: 0 van 1 locatie gebruikt');
    await expect(page.getByRole('link', { name: 'Toevoegen' })).toBeEnabled();
  });
});

test('each demo admin sees only their own tenant', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAs(page, { email: 'beheer@hsnoord.nl', password: PASSWORD, firstName: 'Hanna' });
  await page.getByRole('tab', { name: 'Locaties' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Kantine' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Hoofdgebouw' })).toHaveCount(0);
});
