import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, createTenant, loginAs, offerPortion, type Person, type TestTenant } from './dashboard-fixtures';
import { expect, test } from './support/test';

const DESKTOP = { width: 1280, height: 800 };

const offer = (request: APIRequestContext, tenant: TestTenant, title: string, totalQuantity = 4) =>
  offerPortion(request, tenant, { title, totalQuantity, allergens: ['milk'] });

/** Reserves one as `who` and, unless told otherwise, picks it up; returns the reservation's id. */
async function reserve(request: APIRequestContext, who: Person, portionId: string, pickUp: boolean): Promise<string> {
  const headers = await apiLogin(request, who);
  const reserved = await request.post('/api/protected/reservations', { headers, data: { portionId } });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { id } = (await reserved.json()) as { id: string };
  if (pickUp) {
    const picked = await request.patch(`/api/protected/reservations/${id}/status`, { headers, data: { status: 'picked_up' } });
    expect(picked.status(), await picked.text()).toBe(200);
  }
  return id;
}

/** The feed's address as the app serves it: webcal:// is https (here http) underneath. */
const feedPath = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
/** RFC 5545 folds long lines; unfolded, each property is one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test.describe('calendar feed and no-show figures', () => {
  test.use({ viewport: DESKTOP });

  test('a staff member makes their calendar address, the .ics lists their reservation; renewing ends the old address (404)', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const portion = await offer(request, tenant, 'Ovenschotel met prei');
    const reservationId = await reserve(request, tenant.staff[0], portion.id, false);
    await loginAs(page, tenant.staff[0]);
    await page.getByRole('link', { name: 'Meldingen' }).click();
    const card = page.locator('[aria-labelledby="calendar-feed-heading"]');
    await card.getByRole('button', { name: 'Agenda-adres maken' }).click();
    const address = card.getByRole('textbox', { name: 'Je persoonlijke agenda-adres' });
    await expect(address).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await address.inputValue();

    const feed = await request.get(feedPath(first));
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = unfold(await feed.text());
    expect(ics).toContain(`UID:${reservationId}@portiepunt.nl`);
    expect(ics).toContain('SUMMARY:Portie ophalen: Ovenschotel met prei');
    expect(ics).toContain('Melk');

    await card.getByRole('button', { name: 'Nieuw adres maken' }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await request.get(feedPath(first))).status()).toBe(404);
    expect(unfold(await (await request.get(feedPath(second))).text())).toContain(`UID:${reservationId}@portiepunt.nl`);
  });

  test("the admin's no-show table: a period, sorting on a column, and the same rows as CSV", async ({ page, request }) => {
    const tenant = await createTenant(request, { staffCount: 2 });
    const [often, once] = tenant.staff;
    const soup = await offer(request, tenant, 'Soep');
    const stew = await offer(request, tenant, 'Stoofpot');
    await reserve(request, often, soup.id, true);
    await reserve(request, often, stew.id, false);
    await reserve(request, once, soup.id, true);
    const name = (person: Person) => `${person.firstName} ${person.lastName}`;

    await loginAs(page, tenant.admin);
    await page.getByRole('tab', { name: 'Analyse' }).click();
    const panel = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Niet opgehaald per persoon' }) });
    const table = panel.getByTestId('no-shows-table');
    const fromField = panel.getByLabel('Van', { exact: true });
    const toField = panel.getByLabel('Tot en met', { exact: true });
    await table.scrollIntoViewIfNeeded();
    const header = ['Naam', 'Reserveringen', 'Opgehaald', 'Niet opgehaald', 'Laat geannuleerd'];
    const rowOf = { [name(often)]: [name(often), '2', '1', '0', '0'], [name(once)]: [name(once), '1', '1', '0', '0'] };
    const byName = [name(often), name(once)].sort((a, b) => a.localeCompare(b, 'nl'));
    await expect(table.getByRole('row')).toHaveCount(3);
    expect(await tableCells(table)).toEqual([header, ...byName.map((person) => rowOf[person])]);

    // Sorting: most reservations first, then the other way round.
    await table.getByRole('button', { name: 'Reserveringen' }).click();
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(name(often));
    await table.getByRole('button', { name: 'Reserveringen' }).click();
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(name(once));

    // The CSV holds the period's rows by name, with the period's days on every line.
    const today = await toField.inputValue();
    const from = await fromField.inputValue();
    const csv = await downloadedText(page, () => panel.getByRole('button', { name: 'Exporteren als CSV' }).click());
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));
    expect(lines).toHaveLength(3);
    for (const person of byName)
      expect(lines.some((line) => line.join(';').includes(person) && line.includes(from) && line.includes(today))).toBe(true);

    // A period after today: nobody reserved anything then.
    await fromField.fill(today);
    await expect(table.getByRole('row')).toHaveCount(3);
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const next = tomorrow.toISOString().slice(0, 10);
    await toField.fill(next);
    await fromField.fill(next);
    await expect(panel.getByTestId('no-shows-empty')).toHaveText('Niemand reserveerde iets in deze periode.');
  });
});
