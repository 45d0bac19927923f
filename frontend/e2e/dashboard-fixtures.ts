import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { waitForLink } from './support/mail';
import { apiSession, bearer, originOf } from './support/session';
import { expect, superadminHeaders } from './support/test';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** Helpers for the dashboard journeys: fresh tenants through the real API, and logging in through the API or the real form. */

export const PASSWORD = 'Groene-Soeplepel-73';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface TestTenant {
  tenantId: string;
  name: string;
  plan: 'starter' | 'group' | 'custom';
  admin: Person;
  kitchen: Person;
  staff: Person[];
  locations: { id: string; name: string }[];
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 201): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The bearer header of the person's session: logged in through the API once per person in this worker. */
export const apiLogin = (request: APIRequestContext, person: Pick<Person, 'email' | 'password'>) => bearer(request, person);

const person = (role: string, id: string, firstName: string, lastName: string): Person => ({
  email: `${role}-${id}@e2e.portiepunt.test`,
  firstName,
  lastName,
  password: PASSWORD,
});

/** Replaces a temporary password by the person's own. */
async function choosePassword(request: APIRequestContext, who: Person, temporary: string): Promise<void> {
  const changed = await request.put('/api/protected/profile/password', {
    headers: await apiLogin(request, { email: who.email, password: temporary }),
    data: { currentPassword: temporary, newPassword: who.password },
  });
  expect(changed.status(), await changed.text()).toBe(204);
}

/**
 * A tenant of its own for one journey, so that journeys running side by side never see each other's portions:
 * its admin, one kitchen user, `staffCount` staff users and the named locations.
 */
export async function createTenant(
  request: APIRequestContext,
  {
    plan = 'group',
    locations = ['Hoofdgebouw'],
    staffCount = 1,
  }: { plan?: TestTenant['plan']; locations?: string[]; staffCount?: number } = {},
): Promise<TestTenant> {
  const id = unique();
  const name = `E2E Zorg ${id}`;
  const admin = person('beheer', id, 'Bea', `Beheer ${id}`);
  // The superadmin's password for the first admin is temporary: the admin replaces it by their own, as the API demands.
  const firstPassword = `Tijdelijk-${unique()}`;
  const tenant = await ok<{ id: string }>(
    await request.post('/api/protected/admin/tenants', {
      headers: await superadminHeaders(request),
      data: { name, slug: `e2e-${id}`, plan, admin: { ...admin, password: firstPassword } },
    }),
  );
  await choosePassword(request, admin, firstPassword);
  const adminHeaders = await apiLogin(request, admin);
  // One after the other, so that they are listed in the order asked for.
  const addLocations = async () => {
    const created = [];
    for (const locationName of locations) {
      const location = await ok<{ id: string; name: string }>(
        await request.post(`/api/protected/tenants/${tenant.id}/locations`, { headers: adminHeaders, data: { name: locationName } }),
      );
      created.push({ id: location.id, name: location.name });
    }
    return created;
  };
  // Registered with a temporary password, which each user then replaces by their own, as the API demands. Each user's
  // steps wait for each other, the users and the locations do not: the server hashes their passwords side by side.
  const register = async (role: 'kitchen' | 'staff', who: Person) => {
    const temporary = `Tijdelijk-${unique()}`;
    await ok(
      await request.post('/api/auth/register', { headers: adminHeaders, data: { ...who, password: temporary, role, tenantId: tenant.id } }),
    );
    await choosePassword(request, who, temporary);
    return who;
  };
  const [created, kitchen, staff] = await Promise.all([
    addLocations(),
    register('kitchen', person('keuken', id, 'Kees', `Keuken ${id}`)),
    Promise.all(
      Array.from({ length: staffCount }, (_, index) =>
        register('staff', person(`zorg${index}`, id, ['Sanne', 'Tim', 'Fleur'][index] ?? 'Collega', `Zorg ${id}`)),
      ),
    ),
  ]);
  return { tenantId: tenant.id, name, plan, admin, kitchen, staff, locations: created };
}

/**
 * The browser storage of a logged-in person: the session token, as the login form stores it. The dashboard takes the
 * language from the profile, as it does on any device.
 */
async function storageStateOf(request: APIRequestContext, who: Pick<Person, 'email' | 'password'>) {
  const { token } = await apiSession(request, who);
  const localStorage = [{ name: 'portiepunt.token', value: token }];
  return { cookies: [], origins: [{ origin: await originOf(request), localStorage }] };
}

/**
 * Logs in through /login's form and waits for the dashboard's welcome. For the journeys about logging in; the others
 * use `loginAs`, which skips the form.
 */
export async function loginThroughForm(page: Page, who: Pick<Person, 'email' | 'password' | 'firstName'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(who.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${who.firstName}` })).toBeVisible();
}

/**
 * Puts the person's session (logged in through the API, once per person in this worker) into the browser's storage.
 * It replaces the context's cookies and storage.
 */
export async function signIn(page: Page, who: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.context().setStorageState(await storageStateOf(page.request, who));
}

/**
 * Searches an admin list (react-admin's "Zoeken" box) until the address carries the search: a list that finishes
 * loading just after the typing starts its filter form again, empty, and the typed search is lost.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.getByPlaceholder('Zoeken').fill(text);
    await expect(page).toHaveURL(new RegExp(text), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Logs in through the API (see `signIn`), opens /dashboard and waits for its welcome. */
export async function loginAs(page: Page, who: Pick<Person, 'email' | 'password' | 'firstName'>): Promise<void> {
  await signIn(page, who);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${who.firstName}` })).toBeVisible();
}

/** A separate browser (own storage, own session) for one colleague, logged in. */
export async function colleague(browser: Browser, baseURL: string, who: Person, viewport = { width: 375, height: 812 }) {
  const request = await playwrightRequest.newContext({ baseURL });
  const storageState = await storageStateOf(request, who).finally(() => request.dispose());
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    storageState,
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${who.firstName}` })).toBeVisible();
  return { context, page };
}

/** A separate browser for one colleague, logged in through the form (journeys about a first login). */
export async function colleagueThroughForm(browser: Browser, baseURL: string, who: Person, viewport = { width: 375, height: 812 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await loginThroughForm(page, who);
  return { context, page };
}

/** The screen a user with a temporary password gets first: they choose their own password. */
export async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal het nieuwe wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
}

/** Waits until the dashboard's live connection is up, so that what happens next is seen live. */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'open');
}

/** Marks the page, so that a later check can prove no reload happened in between. */
export async function markNoReload(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return async () => expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** The toast region that F8 focuses; one toast at a time. */
export const toast = (page: Page) => page.getByRole('region', { name: /Meldingen/ }).locator('li');

/** An ISO instant `hours` from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * The kitchen offers a portion through the API: by default one unit of a fresh title at the first location for three
 * hours, its allergens declared (none); `portion` overrides any field of the request.
 */
export async function offerPortion(request: APIRequestContext, tenant: TestTenant, portion: Record<string, unknown> = {}) {
  const response = await request.post(`/api/protected/tenants/${tenant.tenantId}/portions`, {
    headers: await apiLogin(request, tenant.kitchen),
    data: {
      title: `Maaltijd ${unique()}`,
      locationId: tenant.locations[0].id,
      totalQuantity: 1,
      availableUntil: hoursFromNow(3),
      allergensDeclared: true,
      ...portion,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; priceCents: number | null };
}

/** "2026-11-22T16:30" for a datetime-local input, in the browser's (Europe/Amsterdam) clock. */
export function localDateTime(hoursAhead: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(Date.now() + hoursAhead * 3_600_000),
  );
  return parts.replace(' ', 'T');
}

/** An 8 × 6 PNG for photo uploads. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWO4U6GBFTEMpAQAA1FHQR/54iAAAAAASUVORK5CYII=',
  'base64',
);

/** Runs `seed` with an API client of its own, for what outlives one journey (a worker's fixture). */
export async function withApi<T>(seed: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    return await seed(request);
  } finally {
    await request.dispose();
  }
}

/** A tenant whose kitchen offered a portion with a photo that its staff member reserved, so every card and list has content. */
export async function tenantWithContent(request: APIRequestContext): Promise<TestTenant> {
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

/** Sets a password through a one-time link's token, as the set-password page does. */
async function setPasswordByLink(request: APIRequestContext, link: string, password: string): Promise<void> {
  const token = new URL(link).searchParams.get('token');
  const answer = await request.post('/api/auth/reset-password', { data: { token, password } });
  expect(answer.status(), await answer.text()).toBe(204);
}

/**
 * A superadmin of its own, made as an operator makes one (the superadmin command), for a journey that changes the
 * superadmin's profile: the shared demo superadmin stays as the other journeys expect it.
 */
export async function createSuperadmin(request: APIRequestContext): Promise<Person> {
  const who = person('superadmin', unique(), 'Sofie', 'Operator');
  const command = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, 'backend/dist/cli.js'),
      'superadmin',
      '--email',
      who.email,
      '--first-name',
      who.firstName,
      '--last-name',
      who.lastName,
    ],
    {
      // An operator's command with the server's superuser for all three roles (README "Row-level security").
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        DATABASE_OWNER_URL: process.env.E2E_DATABASE_URL,
        DATABASE_PLATFORM_URL: process.env.E2E_DATABASE_URL,
        APP_URL: process.env.E2E_BASE_URL,
      },
      encoding: 'utf8',
    },
  );
  expect(command.status, command.stderr).toBe(0);
  const link = /^http\S+\/wachtwoord-instellen\?\S+$/m.exec(command.stdout)?.[0];
  expect(link, command.stdout).toBeDefined();
  await setPasswordByLink(request, link!, who.password);
  return who;
}

/** A partner of its own: an application through the public API, accepted by the superadmin, and the invitation's password set. */
export async function createPartner(request: APIRequestContext): Promise<Person> {
  const id = unique();
  const who = { ...person('partner', id, 'Paula', 'Peeters'), company: `Verwijsbureau ${id}` };
  const application = await ok<{ id: string }>(
    await request.post('/api/partners/applications', {
      // A visitor address of its own: other journeys' forms count against the per-address limit of 127.0.0.1.
      headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
      data: {
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        company: who.company,
        role: 'Adviseur',
        experience: 'Tien jaar.',
        network: 'Zorgkeukens.',
        motivation: 'Minder verspilling.',
        privacyAccepted: true,
      },
    }),
  );
  await ok(
    await request.put(`/api/protected/admin/partner-applications/${application.id}`, {
      headers: await superadminHeaders(request),
      data: { status: 'accepted' },
    }),
    200,
  );
  await setPasswordByLink(request, await waitForLink(who.email, '/wachtwoord-instellen'), who.password);
  return who;
}
