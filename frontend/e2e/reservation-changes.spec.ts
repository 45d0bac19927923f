import { apiLogin, colleague, createTenant, expectLive, hoursFromNow, markNoReload } from './dashboard-fixtures';
import { expect, test } from './support/test';

test.describe('a change to what I reserved', () => {
  test('a staff member sees the allergen change live on their reservation and acknowledges it', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const tenant = await createTenant(request, { staffCount: 1 });
    const [holder] = tenant.staff;
    const kitchen = await apiLogin(request, tenant.kitchen);
    const offered = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
      headers: kitchen,
      data: {
        title: 'Pompoensoep',
        locationId: tenant.locations[0].id,
        totalQuantity: 3,
        availableUntil: hoursFromNow(3),
        allergens: ['celery'],
      },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    const portion = (await offered.json()) as { id: string };
    const reserved = await request.post('/api/protected/reservations', {
      headers: await apiLogin(request, holder),
      data: { portionId: portion.id },
    });
    expect(reserved.status()).toBe(201);

    const phone = await colleague(browser, baseURL!, holder);
    const reservationsTab = phone.page.getByRole('tab', { name: /Mijn reserveringen/ });
    await reservationsTab.click();
    const card = phone.page.getByTestId('reservation-card');
    await expect(card).toContainText('Pompoensoep');
    await expect(card.getByTestId('reservation-notice')).toHaveCount(0);
    await expectLive(phone.page);
    const sameDocument = await markNoReload(phone.page);

    const changed = await request.put(`/api/protected/tenants/${tenant.tenantId}/portions/${portion.id}`, {
      headers: kitchen,
      data: { allergens: ['celery', 'milk'], mayContain: [] },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    const notice = card.getByTestId('reservation-notice');
    await expect(notice).toContainText('De keuken heeft de allergenen gewijzigd');
    await expect(notice).toContainText('Bevat nu ook: Melk');
    await expect(notice).toHaveAttribute('role', 'alert');
    await notice.getByRole('button', { name: 'Begrepen' }).click();
    await expect(notice).toHaveCount(0);
    await sameDocument();
    // Acknowledged for good: a reload does not bring it back.
    await phone.page.reload();
    await reservationsTab.click();
    await expect(card).toContainText('Pompoensoep');
    await expect(card.getByTestId('reservation-notice')).toHaveCount(0);
  });
});
