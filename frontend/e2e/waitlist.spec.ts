import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  colleague,
  createTenant,
  expectLive,
  markNoReload,
  offerPortion,
  type Person,
  type TestTenant,
} from './dashboard-fixtures';
import { expect, test } from './support/test';

const offerOne = (request: APIRequestContext, tenant: TestTenant, title: string) => offerPortion(request, tenant, { title });

async function reserveFor(request: APIRequestContext, who: Person, portionId: string) {
  const response = await request.post('/api/protected/reservations', { headers: await apiLogin(request, who), data: { portionId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test.describe('the waiting list', () => {
  test('the waiting list gives a freed unit to the first in line, live', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 3 });
    const [holder, first, second] = tenant.staff;
    const portion = await offerOne(request, tenant, 'Ovenschotel met prei');
    const held = await reserveFor(request, holder, portion.id);

    const firstPhone = await colleague(browser, baseURL!, first);
    const secondPhone = await colleague(browser, baseURL!, second, { width: 1280, height: 900 });
    const cardOf = (page: typeof firstPhone.page) => page.locator(`[data-testid="meal-card"][data-portion-id="${portion.id}"]`);

    // Both join the fully booked portion, the first one first.
    for (const [phone, place] of [
      [firstPhone, 1],
      [secondPhone, 2],
    ] as const) {
      const card = cardOf(phone.page);
      await expect(card.getByTestId('meal-left')).toHaveText('Uitverkocht');
      await card.getByRole('button', { name: 'Zet me op de wachtlijst' }).click();
      await expect(card.getByTestId('waitlist-position')).toHaveText(`Je staat ${place}e op de wachtlijst`);
    }
    await expectLive(firstPhone.page);
    await expectLive(secondPhone.page);
    const sameDocument = await markNoReload(firstPhone.page);

    // The holder cancels: the first in line holds the portion at once, without a reload; the second moves up.
    const cancelled = await request.patch(`/api/protected/reservations/${held.id}/status`, {
      headers: await apiLogin(request, holder),
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
    await expect(cardOf(firstPhone.page).getByTestId('meal-held')).toContainText('Je hebt deze portie gereserveerd');
    await expect(firstPhone.page.getByTestId('reservation-count')).toHaveText('1');
    await sameDocument();
    await expect(cardOf(secondPhone.page).getByTestId('waitlist-position')).toHaveText('Je staat 1e op de wachtlijst');

    // The second leaves the list.
    await cardOf(secondPhone.page).getByRole('button', { name: 'Van de wachtlijst af' }).click();
    await expect(cardOf(secondPhone.page).getByRole('button', { name: 'Zet me op de wachtlijst' })).toBeVisible();

    await firstPhone.context.close();
    await secondPhone.context.close();
  });
});
